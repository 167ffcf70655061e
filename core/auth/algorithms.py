"""Which JWT signature algorithms each kind of public key can verify (RFC 7518 §3, RFC 8037).

One home for the asymmetric algorithms ingat accepts: settings validate
``JWT_ALGORITHMS`` against :data:`ASYMMETRIC_JWT_ALGORITHMS`, and the verifier pairs each pinned
key with the algorithms of its type, so a token whose header names an algorithm of another key
type is refused before any signature code sees it (PyJWT raises ``TypeError`` on such a pair).
"""

from __future__ import annotations

from typing import Any

from cryptography.hazmat.primitives.asymmetric import ec, ed448, ed25519, rsa

RSA_ALGORITHMS = frozenset({"RS256", "RS384", "RS512", "PS256", "PS384", "PS512"})
# An EC key verifies exactly one ES algorithm: the one of its curve.
EC_ALGORITHMS = {"secp256r1": "ES256", "secp384r1": "ES384", "secp521r1": "ES512"}
EDDSA_ALGORITHMS = frozenset({"EdDSA"})

ASYMMETRIC_JWT_ALGORITHMS = RSA_ALGORITHMS | frozenset(EC_ALGORITHMS.values()) | EDDSA_ALGORITHMS


def algorithms_of(key: Any) -> frozenset[str]:
    """The algorithms that can verify a signature with ``key`` (empty for an unusable key)."""
    if isinstance(key, rsa.RSAPublicKey):
        return RSA_ALGORITHMS
    if isinstance(key, ec.EllipticCurvePublicKey):
        alg = EC_ALGORITHMS.get(key.curve.name)
        return frozenset({alg}) if alg else frozenset()
    if isinstance(key, ed25519.Ed25519PublicKey | ed448.Ed448PublicKey):
        return EDDSA_ALGORITHMS
    return frozenset()


def describe(key: Any) -> str:
    """A short name of the key's type for messages ("RSA", "EC secp256k1", …); never key data."""
    if isinstance(key, rsa.RSAPublicKey):
        return f"RSA-{key.key_size}"
    if isinstance(key, ec.EllipticCurvePublicKey):
        return f"EC {key.curve.name}"
    return type(key).__name__

"""Who the caller is: verified JWT principals (and the spoofable header resolver, never verified)."""

"""The idle-conversation sweeper (SPEC §6, seed 000 "Kapan ditulis")."""

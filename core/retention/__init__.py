"""Retention per data class and legal holds (SPEC §3.2, seed 000 "Kebijakan retensi").

``holds``: placing, releasing and listing legal holds, and the one check every delete of the
record makes. ``purge``: the retention run (dry or real) over conversations, audit rows, shadow
runs and eval runs. ``archive``: conversations written out before they are deleted. ``schedule``:
the daily run inside ``ingat api``. ``status``: what the console's Overview shows.
"""

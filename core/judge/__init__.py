"""The claim judge (SPEC §9): every answer sentence that restates a memory is checked alone."""

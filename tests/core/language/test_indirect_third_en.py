"""The third pass of the English kept list of special-category data said indirectly
(``SECOND_PASS`` in ``core/language/indirect/en.py``, "Third pass (twelfth session)"): fertility
tracking and treatment, debt enforcement letters and visits, supervision after a sentence,
therapy by group format, gender identity and relationship forms.

Written blind, from general knowledge, by a writer who saw no evaluation case: harmful sentences
(a memory about the user) must draw their category; near-misses that share the words (another
meaning, a job, a hobby) must draw none.
"""

from __future__ import annotations

import pytest

from tests.core.gates.special import special_categories

HARMFUL: list[tuple[str, str]] = [
    # a) fertility tracking and treatment
    ("Charts basal body temperature every morning and wants a tidy log.", "health"),
    ("Logs her waking temperature before getting up and wants a spreadsheet.", "health"),
    ("Got a positive OPK this morning and wants the week kept free.", "health"),
    ("Tracks the LH surge with cheap strips and wants reminders to test.", "health"),
    ("Uses a fertility tracker app and wants its data exported.", "health"),
    ("Is ovulating late this cycle and wants the weekend trip moved.", "health"),
    ("Has day 21 bloods booked at the GP on Monday.", "health"),
    ("Pays the embryo storage renewal every January and wants it in the budget.", "health"),
    ("Has three embryos frozen and wants a note of the consent deadline.", "health"),
    ("Had twelve eggs retrieved in March and is planning the next cycle.", "health"),
    ("Egg collection day is Thursday, so wants no meetings that morning.", "health"),
    ("Starts down-regulation injections next week and wants reminders at 9pm.", "health"),
    ("Has progesterone in oil shots every night and wants a heat pad.", "health"),
    ("Is booked for a hysteroscopy and an HSG before the next round.", "health"),
    ("His semen analysis came back and he wants the follow-up booked.", "health"),
    ("Waiting on PGT-A results for two blastocysts.", "health"),
    ("Has a mock transfer on Friday and wants the afternoon off.", "health"),
    ("Is doing intrauterine insemination with donor sperm this spring.", "health"),
    # d) therapy by group format
    ("Goes to a DBT group on Wednesday evenings and wants the diary cards printed.", "health"),
    ("Finished the distress tolerance module and wants the worksheets kept.", "health"),
    ("Joined a CBT group for low mood through the GP.", "health"),
    ("Goes to a weekly therapy group at the hospital and needs the bus times.", "health"),
    ("Is in an IOP three mornings a week until June.", "health"),
    ("Started a partial hospitalization program and wants easy lunches.", "health"),
    ("Goes to a psychiatric day programme three days a week.", "health"),
    ("Is a day patient at the Priory and wants quiet evenings.", "health"),
    ("Goes over the fourth step inventory with her sponsor on Sundays.", "health"),
    ("Got a ninety-day chip last week and wants to mark it.", "health"),
    ("Goes to Celebrate Recovery on Friday nights.", "health"),
    ("Has a new sponsee and wants to keep Tuesday evenings free.", "health"),
    ("Has supported meals at the unit and wants distraction ideas.", "health"),
    ("Is in weight restoration and wants snack ideas that feel gentle.", "health"),
    ("Was diagnosed with ARFID and wants safe-food recipes.", "health"),
    ("Attends an anxiety support group on Mondays.", "health"),
    # b) debt enforcement correspondence and visits
    (
        "An enforcement agent is coming about the parking fines and wants to know their rights.",
        "finance",
    ),
    ("Two enforcement officers came round on Tuesday about the council tax.", "finance"),
    ("Got a notice of enforcement in the post and wants to stall it.", "finance"),
    ("Signed a controlled goods agreement for the car.", "finance"),
    ("The council got a liability order for the unpaid council tax.", "finance"),
    ("Received a letter before claim from the energy company.", "finance"),
    ("Got a pre-action letter over the old catalogue balance.", "finance"),
    ("A letter before claim from Lowell arrived on Saturday.", "finance"),
    ("Has a default registered on her credit file since 2021.", "finance"),
    ("Got a notice of assignment for the old credit card.", "finance"),
    ("The overdraft was sold to a debt purchaser last month.", "finance"),
    ("Letters from Arrow Global keep arriving and wants to stop opening them.", "finance"),
    ("Marston bailiffs sent a letter and wants to know what happens next.", "finance"),
    ("Has a direct earnings attachment on the wages for an overpayment.", "finance"),
    ("Has a charging order on the flat from the old loan.", "finance"),
    ("Pay is docked for council tax every month and wants a budget.", "finance"),
    # c) criminal-justice supervision
    ("Sees the offender manager on Thursdays and needs the day kept free.", "criminal"),
    ("Has a YOT worker who visits every fortnight.", "criminal"),
    ("Is managed under MAPPA level 2 and wants the meetings noted.", "criminal"),
    ("Has a sexual harm prevention order and wants help checking phone rules.", "criminal"),
    ("Was recalled for breaching his licence and is out again in May.", "criminal"),
    ("Is on licence until 2026 and cannot leave the county.", "criminal"),
    ("Got sent back to prison last year and is rebuilding now.", "criminal"),
    ("Lives in a probation hostel with a curfew at 11pm.", "criminal"),
    ("Has forty hours of unpaid work left to finish by summer.", "criminal"),
    ("Wears an alcohol tag until the end of the month.", "criminal"),
    ("Is tagged until March and wants home workouts.", "criminal"),
    ("Has a curfew order from 7pm to 7am.", "criminal"),
    ("Was released on home detention curfew in the spring.", "criminal"),
    ("Did the youth referral order panel and wants to move on.", "criminal"),
    # e) gender identity and relationship forms
    ("Is genderfluid and wants outfits for both moods.", "sexuality"),
    ("Identifies as a demigirl and wants a bio for a new profile.", "sexuality"),
    ("Gets misgendered at the gym and wants a polite script.", "sexuality"),
    (
        "Changed her legal name after her transition and wants a list of accounts to update.",
        "sexuality",
    ),
    ("Did a deed poll as part of transitioning and needs a bank letter.", "sexuality"),
    ("Has been on T for two years and wants a shaving routine.", "sexuality"),
    ("Takes weekly T shots and wants a sharps bin reminder.", "sexuality"),
    ("Is on estradiol and spiro and wants a blood test reminder.", "sexuality"),
    ("Started hormones as part of her transition in 2023.", "sexuality"),
    ("Has a GRC application going in and wants the paperwork checklist.", "sexuality"),
    ("Is solo poly and wants a calendar that keeps dates apart.", "sexuality"),
    ("Opened up their marriage last year and wants a shared calendar.", "sexuality"),
    ("Is ENM and dating two people.", "sexuality"),
    ("Lives with both partners and wants a chore rota for three.", "sexuality"),
    ("Felt compersion when her girlfriend went on a date and wants to journal it.", "sexuality"),
]

NEAR_MISSES: list[str] = [
    # a) fertility
    "Checks the water temperature in the fish tank each morning.",
    "Bought a pack of frozen peas and a dozen eggs.",
    "Goes to the egg hunt at the farm with friends at Easter.",
    "Wants a fertile soil mix for the vegetable beds.",
    "Reads about the day 21 challenge in a fitness magazine.",
    "The dog is in season and the vet mentioned ovulating.",
    "Brews beer and tracks the yeast temperature every morning.",
    # d) group therapy
    "Runs a group coaching session on Fridays.",
    "Goes to a book group on Wednesday evenings.",
    "Passed the CBT group ride on the new motorbike.",
    "Volunteers at a day centre for older people.",
    "Is a mentor to a new starter at the office.",
    "Bought a big book of crosswords for the train.",
    # b) debt enforcement
    "Wants a letter before the meeting.",
    "Sent a letter before claim to a client who never paid the invoice.",
    "Works as an enforcement officer at the council.",
    "Was stopped by law enforcement officers at the border and found it slow.",
    "Signed the assignment brief for the uni module.",
    "Sets the default browser to Firefox on the new laptop.",
    "Plans the charging order of the drones before the show.",
    "Wants a charging order for the EV at home.",
    # c) criminal-justice supervision
    "Loves the Mappa Mundi at Hereford Cathedral.",
    "Has a driving licence and wants a reminder for the photo renewal.",
    "Recalled the old song at the karaoke night.",
    "Tagged the whole team in the launch post.",
    "Wants a hostel in Lisbon for the summer trip.",
    "Signed the register at the wedding.",
    "Bought a GPS tag for the dog's collar.",
    "Is learning Italian and bought a mappa della città.",
    # e) gender identity and relationship forms
    "Changed the team name after the rebrand.",
    "Bought a poly cotton shirt for the wedding.",
    "Opened up the garden shed for the summer.",
    "Puts the kettle on at seven every morning.",
    "Has two business partners and wants a meeting agenda.",
    "Is learning the t-shirt printing trade.",
    "Is on T-Mobile and wants a cheaper plan.",
    "Loves the poly tunnel in the allotment.",
    "Is in a triad of friends from school.",
]


@pytest.mark.parametrize(("text", "category"), HARMFUL)
def test_a_third_pass_term_names_its_category(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_near_miss_of_the_third_pass_names_none(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))

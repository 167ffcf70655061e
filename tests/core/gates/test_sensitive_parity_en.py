"""English special categories the Indonesian or Chinese vocabulary already reads, or that a
careful reader expects, said without a category keyword.

A parity audit of the three packs by concept: an operation's aftermath, a seizure, an overdose,
a relapse or a crisis of mental health, childbirth, an organ awaited, a limb lost, detox and a
stay against one's will (health); an illness in the family (genetic); the defendant, charges,
pleas and a police investigation (criminal); still being at school (a child); borrowing to repay
debts (finance); a holy season's abstinence, the sabbath kept, belief, a mission (religion); caste,
a Native nation, a people named as what one is (ethnic origin); a trade union by name, its
offices, a party joined, a partisan role on election day (political opinion, trade-union
membership); a legal change of gender (gender identity).

Each harmful memory names its category. Each benign one — the same topic as the user's work or
as an answer preference, or another sense of the same words — passes with no special-category
hit at all.
"""

from __future__ import annotations

import pytest

from core.gates.content import detect
from core.gates.reasons import Reason
from tests.core.gates.special import special_categories

HARMFUL: list[tuple[str, str]] = [
    # health: an operation's aftermath, by time or by name
    ("Is four weeks out from spinal fusion surgery, so short sessions only.", "health"),
    ("Is ten days post-op from a knee arthroscopy.", "health"),
    ("Still tires easily two months after her transplant.", "health"),
    ("Had a gastric sleeve in spring and eats small portions.", "health"),
    ("Is booked for a lap-band procedure in October.", "health"),
    # health: a seizure, an overdose, a relapse
    ("Had a seizure in the office last year, so no strobe effects.", "health"),
    ("Suffered a focal seizure on the train.", "health"),
    ("Stopped cycling to work after the seizure in March.", "health"),
    ("Overdosed twice before getting clean.", "health"),
    ("Survived an opioid overdose in 2021.", "health"),
    ("Relapsed after eight months sober.", "health"),
    ("Is recovering from a relapse of MS.", "health"),
    # health: crises of mental health
    ("Had a nervous breakdown during finals.", "health"),
    ("Attempted suicide as a teenager.", "health"),
    ("Self-harmed in the past and avoids graphic images.", "health"),
    # health: childbirth and the weeks after it
    ("Gave birth in March and naps at noon.", "health"),
    ("Is eight weeks postpartum.", "health"),
    # health: an organ awaited, a limb lost
    ("Is on the kidney transplant list.", "health"),
    ("Is waiting for a donor liver.", "health"),
    ("Lost a leg below the knee in a crash.", "health"),
    ("Had an amputation of two toes.", "health"),
    # health: detox, a stay against one's will
    ("Checked into detox in January.", "health"),
    ("Was sectioned last winter.", "health"),
    ("Was involuntarily committed after an episode.", "health"),
    # genetic: an illness in the family
    ("Has a family history of ovarian cancer.", "genetic"),
    ("Early-onset dementia runs in her family.", "genetic"),
    ("Has a genetic predisposition to blood clots.", "genetic"),
    ("Tested positive for the Lynch gene mutation.", "genetic"),
    # criminal: a party to proceedings
    ("Has a hearing next month as the defendant.", "criminal"),
    ("Is the accused in a burglary case.", "criminal"),
    ("Stands trial next month.", "criminal"),
    ("Is on trial for embezzlement.", "criminal"),
    # criminal: charges, pleas, arraignment, prosecution
    ("Is facing charges after the bar fight.", "criminal"),
    ("Faces two counts of fraud.", "criminal"),
    ("Pleaded not guilty at the first hearing.", "criminal"),
    ("Was arraigned on Tuesday.", "criminal"),
    ("Is being prosecuted by the state.", "criminal"),
    ("Is due in court for sentencing on the 3rd.", "criminal"),
    # criminal: an investigation by the police
    ("Is under police investigation, so avoids legal questions.", "criminal"),
    ("Was interviewed under caution last week.", "criminal"),
    ("Is a suspect in a robbery inquiry.", "criminal"),
    # children: still at school
    ("Is in high school and needs help with chemistry.", "children"),
    ("Is a high school junior.", "children"),
    ("Is revising for GCSEs this term.", "children"),
    ("Is a sixth former.", "children"),
    # finance: borrowing to repay, negative equity, payments stopped
    ("Borrowed money to pay off another loan.", "finance"),
    ("Took out a new loan to cover credit card debts.", "finance"),
    ("Is in negative equity on the flat.", "finance"),
    ("Stopped paying the mortgage in June.", "finance"),
    # religion: a holy season's abstinence and fast
    ("Abstains from meat on Fridays in Lent.", "religion"),
    ("Skips sweets throughout Lent.", "religion"),
    ("Breaks the fast at sunset, so dinner plans start late.", "religion"),
    # religion: the sabbath kept
    ("Doesn't check email on Shabbat.", "religion"),
    ("Goes offline for the sabbath each week.", "religion"),
    # religion: belief stated of the person
    ("Doesn't believe in God.", "religion"),
    ("Believes in reincarnation.", "religion"),
    # religion: a mission served, tithing
    ("Served a two-year mission for the LDS church in Peru.", "religion"),
    ("Tithes ten percent of her salary.", "religion"),
    # ethnicity: where the elder generation came from (as 祖辈是从…过来的 in Chinese)
    ("Grandparents came over from Cork in the fifties.", "ethnicity"),
    # ethnicity: caste and descent communities
    ("Is Dalit.", "ethnicity"),
    ("Comes from a Brahmin family in Pune.", "ethnicity"),
    ("Belongs to a scheduled caste.", "ethnicity"),
    ("Has an OBC certificate for university admission.", "ethnicity"),
    # ethnicity: a Native nation or a tribe
    ("Is an enrolled member of the Navajo Nation.", "ethnicity"),
    ("Is a citizen of the Cherokee Nation.", "ethnicity"),
    ("Renewed her tribal ID card in June.", "ethnicity"),
    # ethnicity: a people named as what the person is
    ("Is Peranakan.", "ethnicity"),
    ("Is Minangkabau and cooks rendang often.", "ethnicity"),
    ("Is Ashkenazi.", "ethnicity"),
    ("Is ethnically Hakka.", "ethnicity"),
    ("Is an Irish Traveller.", "ethnicity"),
    # political: a trade union by name
    ("Is a member of the Teamsters.", "political"),
    ("Joined UNISON when she started nursing.", "political"),
    ("Pays dues to the UAW.", "political"),
    # political: office in a union
    ("Is branch secretary of the union at the depot.", "political"),
    ("Sits on the union executive.", "political"),
    ("Is a steward for Local 1199.", "political"),
    # political: a party joined, its dues, its youth wing
    ("Joined the Green Party in 2019.", "political"),
    ("Pays party dues every quarter.", "political"),
    ("Was a member of the Young Conservatives at university.", "political"),
    # political: partisan roles on election day
    ("Is a poll watcher for the Republicans.", "political"),
    ("Is a precinct captain.", "political"),
    # sexuality: a legal change of gender
    ("Changed her gender marker on her passport last year.", "sexuality"),
    ("Has a gender recognition certificate.", "sexuality"),
]

BENIGN = [
    # an operation's aftermath: a launch or a project's timing, surgical work
    "Is three weeks out from the product launch.",
    "Was two days out of operation after the server crash.",
    "Is two days out from the photo op.",
    "Schedules theatre lists for a surgical team.",
    "Prefers answers on bariatric surgery outcomes as tables.",
    # a seizure of goods, an overdose of coffee, relapse as a statistic
    "Handles asset seizures for a customs agency.",
    "Reports on drug seizures by the coast guard.",
    "Overdosed on coffee before the board meeting.",
    "Analyses relapse rates in clinical trials.",
    "After the seizure of the shipment, writes the compliance report.",
    "Writes about the overdose crisis for a newspaper.",
    # a breakdown of a car, a birth of an idea, a donor register
    "Had a breakdown on the motorway in the old van.",
    "Gave birth to the idea of a shared design system.",
    "Is on the organ donor register.",
    "Is waiting for a new laptop from IT.",
    "Lost a hand of poker on Friday.",
    "Manages the transplant list software for a hospital team.",
    "Has three amputation patients on the ward as a nurse.",
    # detox of a diet or of screens; a document cut into sections
    "Did a digital detox from social media.",
    "Is on a juice detox this week.",
    "The style guide was sectioned into three parts.",
    "Works in detox nursing at a clinic.",
    # a family history of a trade, a talent in the family, a virus test
    "Has a family history of farming.",
    "Coding runs in the family.",
    "Builds pipelines for a genetics lab team.",
    # a defendant's lawyer, a civil suit, a mock trial, a feature on trial
    "Works as a court clerk and files defendants' papers.",
    "Works on a civil lawsuit as a paralegal.",
    "The new pricing page is on trial for two weeks.",
    "Was accused of hogging the meeting room.",
    "Faced the count of ballots as a volunteer teller.",
    # fees are charges too; a firm under investigation; a suspect in a joke
    "Is facing bank charges on the account.",
    "Works for a firm that is under police investigation.",
    "Reports on police investigations for the local paper.",
    # a high school's staff, a tutor for exams
    "Works as a high school teacher.",
    "Is in high school administration.",
    "Tutors GCSE maths on weekends.",
    "Works as a high school senior counsellor.",
    # borrowing a book, negative equity as a topic of work
    "Borrowed a book on design patterns from a colleague.",
    "Writes about negative equity for a property site.",
    "Researches households in negative equity for a bank.",
    "Stopped paying for the streaming service.",
    # Lent as cooking work, lent as a verb; a band named for the sabbath
    "Develops Lenten fish recipes for a food blog.",
    "Lent a charger to a colleague.",
    "Teaches a course on the sabbath in Jewish history.",
    # a believer in a practice; a mission at work
    "Is a believer in unit tests.",
    "Is on a mission to ship the app by Friday.",
    "Went on a mission to fix the flaky tests.",
    # caste and nations as work topics; a frequent traveller
    "Writes about caste discrimination for a newspaper.",
    "Works as a Dalit rights lawyer.",
    "Works with the Cherokee Nation on broadband access.",
    "Works with members of the Navajo Nation on water rights.",
    "Is from an upper class family.",
    "Is a frequent traveller.",
    "Is an Apache committer.",
    # unions that are no trade union; union as a word of code or music
    "Is president of the student union.",
    "Is a member of the credit union.",
    "Chairs a committee of the European Union working group.",
    "Prefers union types in TypeScript.",
    "Is president of the Union Square business district.",
    "Is a rep for the local 5 stores in the chain.",
    "Works to unite the frontend and backend teams.",
    "Prefers answers on trade union history as a timeline.",
    # parties of a birthday; a running club's local; a non-partisan observer
    "Joined the birthday party late.",
    "Left the party early.",
    "Is a member of the local 10k running club.",
    "Works as an election observer for the OSCE.",
    # a gender field of a form
    "Updated the gender field in the signup form.",
]


# Strong phrasings: refused inside an answer preference too, where topic words alone pass.
FRAMED: list[tuple[str, str]] = [
    ("Is five weeks out from weight-loss surgery, so prefers short answers.", "health"),
    ("Relapsed last month; prefers gentle answers.", "health"),
    ("Is on the transplant list and wants answers without jargon.", "health"),
    ("Has a court date as the accused, so prefers answers in plain English.", "criminal"),
    ("Is on parole and prefers answers with sources.", "criminal"),
    ("Is in detox, so prefers brief replies.", "health"),
    ("Heart disease runs in the family; prefers answers with numbers.", "genetic"),
    ("Gives up meat in Lent, so prefers answers with fish recipes.", "religion"),
    ("Is a union steward for the RMT and likes answers with citations.", "political"),
    ("Is Dalit and prefers answers in Marathi.", "ethnicity"),
]


@pytest.mark.parametrize(("text", "category"), HARMFUL)
def test_a_concept_of_the_other_packs_names_its_category(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", BENIGN)
def test_its_near_misses_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


@pytest.mark.parametrize(("text", "category"), FRAMED)
def test_a_strong_phrasing_is_refused_in_an_answer_frame(text: str, category: str) -> None:
    assert category in {
        h.label for h in detect(text) if h.reason == Reason.sensitive_personal_data
    }, (text, detect(text))

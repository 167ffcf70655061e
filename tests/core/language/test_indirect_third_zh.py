"""The third pass of the Chinese kept list of special-category data said indirectly
(``SECOND_PASS`` in ``core/language/indirect/zh.py``): fertility preservation and treatment,
chemotherapy regimens and cycles, counselling by format, party membership, transition and open
relationships, ethnic heritage and prison euphemisms.

Written blind like the earlier passes, from general knowledge, with harmful sentences its terms
must catch and near-misses (another meaning, a job, a building, a hometown) that must name no
category.
"""

from __future__ import annotations

import pytest

from tests.core.gates.special import special_categories

HARMFUL: list[tuple[str, str]] = [
    # fertility preservation and treatment
    ("去年冻了十二颗卵子，想存钱付每年的保存费。", "health"),
    ("取了8个卵，配成了3个胚胎，下个月准备移植。", "health"),
    ("这周开始打促排，每天早上要去医院抽血。", "health"),
    ("还有两个胚胎冷冻在医院，每年要交续费。", "health"),
    ("在生殖中心建了档，下周去做卵泡监测。", "health"),
    ("做过两次人授都没成功，打算换成试管。", "health"),
    # chemotherapy regimens and cycles
    ("每三周做一次TC方案化疗，想要清淡的菜谱。", "health"),
    ("上周打完了第4个AC化疗，头发掉得厉害。", "health"),
    ("靶向治疗已经到第六个周期了，想找些补充体力的食谱。", "health"),
    ("每次打完紫杉醇手脚都发麻，想找双软一点的鞋。", "health"),
    ("白细胞太低，这周先打升白针再说。", "health"),
    ("第三个疗程的免疫治疗下周开始，要请两天假。", "health"),
    ("做的是CHOP方案，医生说一共六个周期。", "health"),
    # counselling and therapy formats
    ("每周二晚上做个体咨询，想把这个时间空出来。", "health"),
    ("参加了医院的团体心理治疗，每周四下午一次。", "health"),
    ("每个月去精神专科医院开药，想设个提醒。", "health"),
    ("每周三晚上去匿名戒酒会，已经坚持半年了。", "health"),
    ("每周五下午去做个案咨询，路上要一个小时。", "health"),
    ("和老公在做伴侣咨询，每两周去一次。", "health"),
    ("加入了一个抑郁症病友小组，周末线上见面。", "health"),
    # political party membership
    ("去年入了民盟，每月参加一次支部活动。", "political"),
    ("刚成为民进会员，下周要去开新会员座谈会。", "political"),
    ("在大学时入了党，现在组织关系还在学校。", "political"),
    ("参加了致公党的市委活动，认识了很多侨界朋友。", "political"),
    ("去年加入了九三，想找时间写一份社情民意。", "political"),
    ("上个月转为正式党员了，每季度交一次党费。", "political"),
    ("每月都要参加支部学习，周五晚上不能加班。", "political"),
    # gender transition and relationship forms
    ("做了变性以后，家里人一直没接受。", "sexuality"),
    ("不想再被叫旧名了，打算去派出所改名。", "sexuality"),
    ("吃抗雄药快一年了，想记录一下身体变化。", "sexuality"),
    ("作为跨女，想找个友好的理发店。", "sexuality"),
    ("和男朋友是开放的关系，周末各自约会。", "sexuality"),
    ("同时跟两个人交往，想要一个不会撞车的日程表。", "sexuality"),
    ("预约了平胸手术，想提前准备术后的衣服。", "sexuality"),
    # ethnic heritage
    ("祖上是从波斯来的，家里到现在还不吃猪肉。", "ethnicity"),
    ("是契丹人后裔，想研究一下达斡尔的历史。", "ethnicity"),
    ("外婆是俄罗斯人，想学做她以前做的红菜汤。", "ethnicity"),
    ("有一半越南血统，想找能买到越南香料的超市。", "ethnicity"),
    ("我是水族，每年都要回家过端节。", "ethnicity"),
    ("想把民族改回少数民族，需要准备什么材料。", "ethnicity"),
    # prison euphemisms
    ("在里面待了好几年，出来以后手机都不会用了。", "criminal"),
    ("在里面蹲了八个月，出来后老婆已经搬走了。", "criminal"),
    ("从里面出来以后到处碰壁，没人敢要。", "criminal"),
    ("刑期还剩半年，家里人在帮忙找出来后的住处。", "criminal"),
    ("被送进去判了三年，孩子都是老人带大的。", "criminal"),
    ("去年刚从监狱出来，正在学开网约车。", "criminal"),
]

NEAR_MISSES: list[str] = [
    # fertility
    "冰箱里冻了二十个饺子，够吃一周。",
    "在实验室做了三次试管实验，数据还不稳定。",
    "河边捡了三颗卵石，想做成摆件。",
    "冷冻的虾仁取了两个出来解冻。",
    # chemotherapy
    "在做HVAC方案设计，明天要交图。",
    "这个项目分三个周期交付，第二个周期下周开始。",
    "健身房的私教课第三个周期开始了。",
    "在做CMF方案，下周给客户看配色。",
    # counselling
    "在医院做心理咨询师。",
    "每周参加读书会的团体活动。",
    "在律所做个人法律咨询，客户挺多。",
    "报名了一个学习互助群，一起刷题。",
    # political
    "去了东京支部出差一周。",
    "参加了九三届的同学聚会，见到了老同学。",
    "给居委会提了一条市民建议。",
    "交了团费，下个月跟团去云南。",
    # sexuality
    "想找个开放式办公空间。",
    "蛋白质加热变性以后就不能恢复了。",
    "两国一直保持着开放的关系。",
    "北京旧名叫北平，想查查历史。",
    "这条桥跨男女两个厕所之间的走廊。",
    # ethnicity
    "祖籍是山东的，爷爷那辈闯关东到了东北。",
    "祖上是从江西迁过来的，族谱里都有记载。",
    "我是水族爱好者，家里养了三缸鱼。",
    "狗狗有一半哈士奇血统。",
    "妈妈是日本料理店的常客。",
    "老板是日本人，开会要说英语。",
    # criminal
    "在里面的房间办公。",
    "在公司里面待了好几年，想换个环境。",
    "从商场里面出来以后找了家咖啡店坐。",
    "刚从里面出来，外面下雨了。",
    "这首劳动号子听起来很有力量。",
]


@pytest.mark.parametrize(("text", "category"), HARMFUL)
def test_a_third_pass_term_names_its_category(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_near_miss_of_the_third_pass_names_none(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))

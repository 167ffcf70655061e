"""Parity of the Chinese special-category vocabulary with the English and Indonesian packs.

Concepts the other packs read (a named condition the user has, care undergone, a pregnancy's
stage, a party to criminal proceedings, a fast or an alms of a faith, descent and migration, a
union office, a petition, take-home pay, a debtor's sanctions) written the way a Chinese memory
says them: without a subject, often without any category keyword. Each concept has harmful
sentences, refused with their category, and near-misses that must pass every special-category
rule: the same words in the user's work, in an answer preference, or in another sense (a bug that
comes back, 被告知 "was told", 读取保存 "read and save", a car park's height limit).
"""

from __future__ import annotations

import pytest

from tests.core.gates.special import special_categories

HARMFUL: list[tuple[str, str]] = [
    # health: a named condition the user has (stated outright, or beside an answer preference)
    ("有胆结石，饮食建议要清淡。", "health"),
    ("从小有湿疹，护肤品只要无香型的。", "health"),
    ("查出来有甲状腺结节。", "health"),
    ("得过肺结核。", "health"),
    ("是脑瘫，打字比较慢。", "health"),
    ("有点老年痴呆，记不住密码。", "health"),
    ("有耳鸣，回答请用文字不要用语音。", "health"),
    ("房颤好几年了。", "health"),
    # health: rehabilitation as care
    ("周末也要坚持做康复，约时间避开上午。", "health"),
    ("还在康复期，别推荐高强度运动。", "health"),
    # health: fits, flare-ups, relapses
    ("昨天晚上又抽搐了一次。", "health"),
    ("前阵子犯病，请了一周假。", "health"),
    ("病又复发了，暂停健身。", "health"),
    ("旧伤复发，最近不跑步。", "health"),
    # health: weight-loss and bypass surgery
    ("缩胃之后每顿只能吃几口。", "health"),
    ("做过胃旁路，饭量很小。", "health"),
    ("去年做了心脏搭桥。", "health"),
    # health: scopes and biopsies
    ("下周约了无痛胃镜，前一天要禁食。", "health"),
    ("刚做完肠镜，今天只能喝粥。", "health"),
    # health: transplants
    ("前年做了肾移植，要长期吃抗排异的药。", "health"),
    ("在排队等肝源。", "health"),
    # health: a pregnancy's stage, the birth, nursing
    ("孕中期了，想找适合的瑜伽。", "health"),
    ("预产期在十一月，之后休产假。", "health"),
    ("刚顺产完，回复短一点。", "health"),
    ("还在哺乳，别推荐含酒精的菜。", "health"),
    ("怀着二胎，周末不想出远门。", "health"),
    # health: readings taken at home on a schedule
    ("每天饭前都要测血糖。", "health"),
    ("早晚量血压，提醒我记下来。", "health"),
    # criminal: the user a defendant
    ("下个月案子开庭，自己是被告人。", "criminal"),
    ("作为被告出庭过两次。", "criminal"),
    # criminal: prosecution, a police summons, charges
    ("去年被检察院提起公诉。", "criminal"),
    ("被警方传唤过一次。", "criminal"),
    ("被控职务侵占罪。", "criminal"),
    # criminal: measures pending trial
    ("现在处于监视居住，不能离开本市。", "criminal"),
    ("上个月办了取保。", "criminal"),
    # criminal: a hearing of the user's case (topical)
    ("下周三开庭，请提醒我带材料。", "criminal"),
    # religion: Lent
    ("四旬期不吃肉。", "religion"),
    ("大斋期间戒了甜食。", "religion"),
    # religion: the daily prayers counted, rites
    ("每天做五次礼拜。", "religion"),
    ("每晚睡前念玫瑰经。", "religion"),
    ("受过坚信礼。", "religion"),
    # religion: alms and tithes
    ("每年按收入交天课。", "religion"),
    ("每个月都交什一奉献。", "religion"),
    # religion: a faith held
    ("一直信奉真主。", "religion"),
    ("是耶和华见证人，不过生日。", "religion"),
    # ethnicity: the group on the user's papers (beside an answer preference, where the topic
    # word 民族 alone does not count)
    ("档案里民族成分是满，回复用简体。", "ethnicity"),
    ("民族一栏写的是仫佬，回答不用提这个。", "ethnicity"),
    # ethnicity: an immigrant's generation, a refugee
    ("是第二代移民，父母在悉尼开餐馆。", "ethnicity"),
    ("是难民，刚拿到居留。", "ethnicity"),
    # ethnicity: the elder generation came over from abroad, as "came over from …" reads in English
    # (English) and "kakek datang dari …" (Indonesian) say it
    ("曾祖父那一辈是从朝鲜半岛闯过来的。", "ethnicity"),
    ("父母都是从印尼过来的，想学做印尼菜。", "ethnicity"),
    # ethnicity: a people named without 族
    ("是藏人，也过藏历年。", "ethnicity"),
    ("祖上是蒙古人。", "ethnicity"),
    # political: union dues and office (beside an answer preference, as above)
    ("每月从工资里扣工会会费，回复简短些。", "political"),
    ("去年选上了工会委员，回答请用要点。", "political"),
    # political: workers acting together (topical)
    ("带着工友们去劳动局集体讨薪。", "political"),
    ("和同厂工人一起停工维权。", "political"),
    # political: petitions and vigils
    ("在网上签了请愿，反对填海。", "political"),
    ("每年都去维园悼念。", "political"),
    # political: money given to a party or a candidate
    ("给支持的候选人捐了五百块。", "political"),
    ("向民主党捐过钱。", "political"),
    # finance: take-home pay
    ("月入不到五千。", "finance"),
    ("税后到手一万二。", "finance"),
    # finance: a debtor's sanctions
    ("被限高了，只能坐高铁二等座。", "finance"),
    ("成了被执行人，正在想办法还钱。", "finance"),
    # finance: frozen or garnished accounts and wages, creditors suing
    ("银行卡被法院冻结了。", "finance"),
    ("工资被扣押了一半。", "finance"),
    ("被小贷公司起诉了。", "finance"),
]

BENIGN = [
    # named conditions: work, "有关" (about), 腰突然 (the back suddenly)
    "负责帕金森新药的临床数据管理。",
    "负责撰写有关骨质疏松的科普文章。",
    "腰突然有点酸，先休息一下。",
    "回答里别拿贫血举例。",
    "是肝病专家的助理。",
    # rehabilitation: the trade, a client
    "做康复器械的海外销售。",
    "给康复中心做官网。",
    "去康复中心送货。",
    # fits and relapses in other senses
    "嘴角抽搐，这需求太离谱了。",
    "这个bug上线后又复发了。",
    "老毛病又犯了，又熬夜到两点。",
    "侵犯病人隐私的行为要上报。",
    # surgery words as diet and fitness
    "喜欢低卡减重食谱。",
    # scopes and transplants as work or porting
    "做胃镜图像识别的模型。",
    "把代码移植到ARM平台。",
    "研究肾移植后的排异机制。",
    "研究心、肺等器官移植的伦理。",
    "每周做核磁表征样品。",
    # pregnancy words in other senses
    "在写哺乳动物的科普。",
    "负责统计剖宫产率。",
    "胸怀着创业的梦想。",
    "怀着孩子般的好奇心学编程。",
    "孕早期营养指南的编辑。",
    # home readings as work or as something else
    "开发测血糖的手表算法。",
    "每天测一下网速。",
    # 被告 as "told" or "warned"; a court as the workplace
    "被告知明天的会取消了。",
    "被告诫过不要在周末发邮件。",
    "在法院当书记员，负责开庭前的材料。",
    # a witness's summons; 被控制 is "controlled"
    "被传唤作证，是目击者。",
    "情绪被控制得很好。",
    "被控股公司收购了。",
    "下周要出庭作证，是目击者。",
    # 取保 inside other words
    "读取保存的配置文件。",
    "获取保单数据。",
    # a hearing as a lawyer's work, a courtyard, an answer
    "是律师，明天开庭。",
    "想开庭院咖啡馆。",
    "回答请列出开庭的流程。",
    # four decades, a morning coat, a week's reports, after-school lessons
    "年过四旬，想学游泳。",
    "婚礼要穿晨礼服。",
    "这个礼拜做了三次汇报。",
    "上周做了三次拜访。",
    "做完这次礼拜天的值班就休假。",
    "每天课后要辅导作业。",
    "每天课时安排很满。",
    "十一奉献爱心活动。",
    # creeds of business
    "信奉长期主义，不追短线。",
    "信奉客户第一的原则。",
    # descent words as work, a job, a collector, a restaurant
    "负责设计表单里的民族成分字段。",
    "是移民律师，常办签证。",
    "在移民局上班。",
    "是收藏人士，喜欢古籍。",
    "是客家菜馆的常客。",
    "这是藏人的传统节日。",
    "主要是移民的需求。",
    # a union as a client; workers' rights as work; a consumer's complaint
    "负责给工会主席的讲话稿排版。",
    "负责员工维权热线的排班。",
    "买到次品，找平台维权。",
    # a split of profits, a petition drafted at work, a donation to a disaster area, a check-in
    "六四分成的合作方案。",
    "帮客户起草请愿书模板。",
    "给灾区捐了五百块。",
    "签到请愿墙旁边。",
    # a price, a delivery, a car park
    "这款耳机到手价199。",
    "快递三天到手。",
    "停车场限高两米。",
    "在路口装限高杆。",
    "查询对方是否成为被执行人。",
    # frozen accounts as work; a platform's recommendations
    "负责处理账户被冻结的客诉。",
    "被平台推荐了好几次。",
    # an elder's visit or a move of things, or a move inside China, not an ethnic origin
    "外婆下个月从日本过来看我。",
    "曾祖父那一辈是从河北闯过来的。",
    "爸妈从老家过来了。",
    "周末从朋友家搬过来一个书架。",
]


@pytest.mark.parametrize(("text", "category"), HARMFUL)
def test_chinese_concepts_of_the_other_packs_are_refused(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", BENIGN)
def test_chinese_near_misses_of_those_concepts_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))

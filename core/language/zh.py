"""Chinese: words and patterns (data only; see :mod:`core.language.base`).

Chinese has no spaces between words, so every entry is matched as a substring; plain words are
written with :func:`~core.language.base.literal`.
"""

from __future__ import annotations

from core.language.base import (
    BlockTexts,
    LanguagePack,
    Statement,
    joined,
    literal,
    split,
    with_kept,
    words,
)
from core.language.indirect.zh import SECOND_PASS as INDIRECT_MORE
from core.language.indirect.zh import TERMS as INDIRECT
from core.language.law.zh import TERMS as LAW
from core.language.script import CJK

# A counted length of time ("三个月", "30天", "一年", "两周").
_SPAN_COUNTED = (
    r"[\d〇零一二两三四五六七八九十百千半几]+个?(?:工作日|天|日|周|星期|礼拜|月|年|小时)"
)
_STATEMENTS = (
    Statement(r"^(?:请)?(?:忘掉|忘记|别再记)(?P<x>.+)", "forget", 0.9),
    Statement(r"^我(?:现在)?(?:不太|不再|不)(?:喜欢|想要|需要)(?P<x>.+)", "avoid", 0.85),
    Statement(r"^(?:请)?(?:不要|别|禁止)(?P<x>.+)", "constraint", 0.85),
    Statement(r"^我是(?:一名|一个|个)(?P<x>.+)", "work", 0.85),
    Statement(r"^我们?(?:团队|公司|部门)?(?P<x>(?:正在|在)(?:做|负责|推进).+)", "project", 0.85),
    Statement(r"^(?P<x>每(?:周|天|日|个?月|星期|逢).+)", "recurring", 0.8),
    Statement(r"^(?:请)?记住[，,:：]?(?P<x>.+)", "remember", 0.9),
    Statement(
        r"^我(?:现在|还是|也)?(?:更|比较|很|特别)?(?:喜欢|偏好|爱|希望)(?P<x>.+)", "prefer", 0.85
    ),
    Statement(
        r"^(?:以后|今后|从现在开始|从现在起|从今以后|往后|之后)[，,]?(?P<x>.+)", "instruction", 0.9
    ),
    Statement(r"^(?:请)?(?:每次|总是|一律|始终|永远)(?P<x>.+)", "instruction", 0.85),
    # A request about answers: "回答请控制在五句话以内", "请把回答写得简短一些".
    Statement(r"^(?P<x>(?:回答|回复|答案)[^，。]{0,4}请.+)", "request", 0.85),
    Statement(r"^请(?P<x>[^，。]{0,6}(?:回答|回复|答案).+)", "request", 0.85),
)

# Where people work, and what they do there ("在一家券商做风控", "在市图书馆上班").
_WORKPLACES = (
    "公司 银行 集团 大学 学院 学校 中学 小学 医院 研究所 研究院 协会 委员会 事务所 律所 机构 部门 "
    "单位 团队 工厂 企业 平台 政府 中心 门店 工作室 实验室"
)
# Verbs that say "works there" by themselves ("在杭州上班"), and ones that need a workplace
# before them ("在一家券商做风控", never "在想怎么做").
_AT_WORK = "工作 上班 任职 实习 打工 就职 供职"
_DOING = "做 当 负责 从事 教书 读书 读研 读博"
# The asker's team or organization after "我们" or "我的".
_GROUPS = "团队 公司 部门 单位 项目组 组 律所 事务所 学校 机构"


def _alt(text: str) -> str:
    return "|".join(split(text))


# What a person is to the user (a relation or a role): with the user's possessive ("我配偶",
# "我们经理") or before a verb of wanting ("老板喜欢…") it names another person.
_ROLES = split(
    "同事 老板 领导 上司 经理 主管 总监 房东 老师 教练 医生 邻居 朋友 同学 "
    "老公 老婆 丈夫 妻子 爱人 配偶 伴侣 先生 太太 媳妇 家人 父母 儿子 女儿 妈妈 爸爸 哥哥 姐姐 "
    "弟弟 妹妹 表哥 表姐 堂哥 室友 助理 下属 合伙人 男朋友 女朋友 对象 孩子 导师 主任 部门主管 "
    "部门领导 母亲 父亲 岳父 岳母 婆婆 公公 外婆 外公 姥姥 姥爷 奶奶 爷爷 叔叔 阿姨 舅舅 舅妈 姑姑 "
    "姑父 姨妈 婶婶 嫂子 姐夫 妹夫 表妹 表弟 堂姐 堂妹 堂弟 侄子 侄女 外甥 外甥女 孙子 孙女 "
    "前男友 前女友 前任 前夫 前妻 男友 女友 未婚夫 未婚妻 实习生 保安 保姆 司机 大爷 大妈"
)
# Roles that are verbs too ("我主管数据团队": I head the data team): only with 的 or 们.
_ALSO_VERBS = split("领导 主管")

# Conditions by name (health data): topical alone, the person's own after a verb of having
# (_HAVING). Names that are also parts of other words are guarded: 腰突 of 腰突然, 心衰 of 心衰老.
_CONDITIONS = "|".join(
    (
        *split(
            "痴呆 失智 认知障碍 帕金森 阿尔茨海默 狼疮 白血病 淋巴瘤 骨髓瘤 脑瘤 肌瘤 结核 梅毒 淋病 "
            "性病 尖锐湿疣 疱疹 甲亢 甲减 贫血 溃疡 脑瘫 肾衰 心力衰竭 尿毒 白内障 青光眼 黄斑变性 "
            "湿疹 牛皮癣 银屑病 白癜风 痔疮 结石 脂肪肝 肝硬化 心律不齐 心律失常 早搏 房颤 "
            "椎间盘突出 骨质疏松 类风湿 风湿 耳鸣 低血糖 多囊 疝气 肺气肿 慢阻肺 脑出血 脑溢血 "
            "心肌病 肾病 肝病 结节 息肉 囊肿"
        ),
        r"腰突(?!然)",
        r"心衰(?![退老落减败])",
        r"综合[征症]",
    )
)
# A verb of having before a condition's name, and what may stand between them ("有点…",
# "查出来有…", "得了轻度…"); "有关…" (about), "有效…", "有助…" and "患者" are no having.
# A memory that opens on 是 ("是脑瘫") says what the user is; 是 later in a text may be anything.
_HAVING = (
    r"(?:有(?![关效助])|得了|得过|得的是|患(?!者)|查出|犯了|感染(?:了|过|上)?|从小就?有|天生|先天|"
    r"(?:^|[，,；;])(?:我|本人)?是)"
)
# What stands between: aspect words, a degree, and the organ or site the name is of ("有胆结石").
_HAVING_FILLER = (
    r"(?:了|过|来|有|点|些|一点|个|轻度|轻微的?|严重的?|重度|中度|早期|晚期|慢性|的是|老年|红斑|"
    r"肺|胃|胆|肾|肝|脑|心|眼|腰椎|颈椎|甲状腺|乳腺|子宫|卵巢|肠|皮肤)"
)


_OWN = LanguagePack(
    code="zh",
    name="中文",
    script="chars",
    aliases=words("zho chi cmn chinese mandarin"),
    language_names={
        "en": ("英文", "英语"),
        "id": ("印尼语", "印尼文", "印度尼西亚语"),
        "zh": ("中文", "汉语", "普通话", "华语"),
    },
    markers=frozenset(),
    abbreviations=(),
    sensitive={
        "health": (
            *literal(
                *split(
                    "确诊 患有 患了 癌 肿瘤 糖尿病 哮喘 抑郁 焦虑症 双相 精神分裂 多动症 "
                    "自闭症 怀孕 流产 化疗 抗抑郁 胰岛素 残疾 吃药 服药 心理治疗 艾滋 "
                    "做了手术 生病 理疗 物理治疗 康复治疗 康复训练 透析 血透 放疗 靶向药 二甲双胍 "
                    "他汀 降压药 降糖药 安眠药 镇静剂 抗生素 激素治疗 试管婴儿 阳性 复诊 美沙酮 丁丙诺啡 "
                    "看心理医生 心理咨询 精神科 心理医生 肿瘤科 心内科 妇产科 康复科 病情 过敏 "
                    "看病 看门诊 住过院 携带者 后遗症"
                )
            ),
            # 诊断、住院：不是机器的故障诊断，也不是医院的住院楼、住院部（一个地方）。
            r"(?<!故障)诊断",
            # 去医院看病，不是出差去医院安装、调试设备。
            r"(?<!出差)去医院(?!装机|安装|维修|调试|送货|巡检|施工)",
            r"住院(?![楼部])",
            # Conditions by their word shape: a hepatitis letter (乙肝), an organ's inflammation
            # (肺炎 胃炎), a disorder (…症) — not the weather's heat (炎热) or a crux (症结).
            r"[甲乙丙丁戊]肝",
            rf"[{CJK}]炎(?![热夏凉炎])",
            rf"[{CJK}]{{1,3}}症(?!结)",
            # Latin words next to Chinese ("在吃prep", "hiv阳性"): English text has its own pack,
            # and inside a Latin word they are none ("archive" holds no "hiv").
            rf"(?<=[{CJK}])(?:hiv|prep|pep|adhd|ptsd|ocd|icu)(?![a-z])",
            rf"(?<![a-z])(?:hiv|prep|pep|adhd|ptsd|ocd|icu)(?=\s?[{CJK}])",
            # Aids, conditions stated as what the body is or cannot do, and their care.
            *literal(
                *split(
                    "助听器 人工耳蜗 轮椅 拐杖 假肢 义肢 起搏器 心脏支架 胰岛素泵 血糖仪 呼吸机 "
                    "导盲犬 造口袋 色盲 色弱 耳聋 聋哑 失聪 弱视 失明 视障 听障 残障 截肢 瘫痪 "
                    "偏瘫 口吃 癫痫 羊癫疯 羊角风 偏头痛 高血压 高血脂 低血压 血脂高 血压高 血糖高 "
                    "心脏病 冠心病 心梗 脑梗 中风 痛风 失眠 惊恐发作 进食障碍 厌食 暴食 自残 自杀 "
                    "轻生 戒酒 酗酒 成瘾 酒瘾 毒瘾 备孕 做试管 试管移植 促排 冻卵 孕期 孕周 产检 胚胎移植 取卵 验孕 "
                    "坐月子 产后 哺乳期 更年期 不孕 不育 人流 打胎 堕胎 术后 开刀 动手术 做手术 "
                    "手术后 出院 复查 急诊 重症监护 心理科 神经内科 内分泌科 肾内科 输液 挂水 打点滴 "
                    "吊瓶 针灸 中药调理 喝中药 吃中药 腹透 碳酸锂 锂盐 舍曲林 氟西汀 帕罗西汀 "
                    "艾司西酞普兰 文拉法辛 度洛西汀 米氮平 阿立哌唑 喹硫平 奥氮平 利培酮 氯氮平 "
                    "丙戊酸 拉莫三嗪 丁螺环酮 劳拉西泮 阿普唑仑 氯硝西泮 唑吡坦 哌甲酯 专注达 利他林 "
                    "司美格鲁肽 利拉鲁肽 替尔泊肽 华法林 肝素 氯吡格雷 阿司匹林 布洛芬 "
                    "对乙酰氨基酚 左甲状腺素 优甲乐 泼尼松 甲泼尼龙 打激素 恩替卡韦 替诺福韦 抗病毒药 "
                    "抗逆转录 暴露前预防 暴露后阻断 阻断药 精神类药物 抗焦虑 抗精神病 止痛药 止疼药 "
                    "心脏不好 肝不好 肾不好 精神病院 精神病 心理疾病 慢性病 残疾证 病休 病假 开药 配药 拿药 取药 "
                    "续方 去诊所 看诊"
                )
            ),
            # Medicines by the Chinese renderings of their INN stems (…地平 -dipine, …沙坦
            # -sartan, …洛尔 -olol, …拉唑 -prazole, …西泮 -azepam, …西汀, …鲁肽 -glutide …).
            rf"(?<=[{CJK}])(?:地平(?!线)|沙坦|洛尔|拉唑|替丁|西泮|唑仑|西汀|曲林|普仑|法辛|氮平|"
            rf"哌唑|硫平|培酮|鲁肽|泊肽|沙班|卡韦|福韦|洛韦|他韦|列净|列汀)|格列[{CJK}]{{1,2}}",
            r"听力(?:不好|受损|下降|障碍|有问题|很差)",
            r"[左右一](?:耳|只耳朵)(?:听不见|听不到|失聪|聋|听力)",
            r"[左右一](?:眼|只眼睛?)(?:看不见|看不清|失明|弱视)",
            r"(?:住|躺)了[\d一二两三四五六七八九十几半]+(?:天|周|个月)(?:的)?院",
            r"(?:看|挂)(?:心理医生|精神科|心理科|专家门诊|神经科|肿瘤科|妇科|男科|产科)",
            # Aids, sign language and access needs of the person (学手语, 设计无障碍坡道 are none).
            *literal(
                *split(
                    "读屏软件 读屏器 用读屏 靠读屏 电动轮椅 代步车 盲文显示器 脊髓刺激器 神经刺激器 "
                    "脑起搏器 迷走神经刺激器 人工关节 人工髋关节 人工膝关节 截瘫 高位截瘫 半身不遂 "
                    "用手语 打手语 靠手语 手语交流 看手语 需要手语翻译 要手语翻译 需要无障碍 "
                    "只能走无障碍 得走无障碍 要走无障碍 精神卫生中心 心理门诊 精神专科 戒毒治疗"
                )
            ),
            r"(?:做|去|在|要|需要|坚持|每周|继续)复健|复健(?:中|治疗|训练|课|期)",
            # Loss of feeling or use of a part of the body, stated outright: a condition even
            # beside an answer preference (where the body-part rule is not read).
            r"(?:下半身|半身|半边身[子体]|腿|手(?![机续头术艺工段表套])|脚|胳膊|腰以下)[^。，,；;！？]{0,6}"
            r"(?:没有知觉|没知觉|没感觉|失去知觉|"
            r"不能动|动不了|使不上劲|使不上力|抬不起来|瘫痪|萎缩|不听使唤|截肢)",
            # A named condition the person has or was found to have (the name alone is topical).
            rf"{_HAVING}{_HAVING_FILLER}{{0,3}}(?:{_CONDITIONS}|[{CJK}]{{1,4}}综合[征症])"
            r"(?!科|专家|专科|研究|领域|方向|方面|药|医院|门诊|中心|诊所|项目|课题)",
            # Rehabilitation as care the person does (a rehab robot, its market or a rehab centre's
            # website is work).
            r"做康复(?!机器|器械|设备|产品|软件|系统|平台|"
            r"行业|医学|项目|相关|方面|中心|科)|(?:还在|正在|处于)康复期",
            # Fits, flare-ups and relapses of an illness (not a twitch of the mouth's corner at a
            # silly request, nor a bug that comes back, nor a bad habit: 老毛病又犯了; 侵犯病人
            # is a wrong done to a patient).
            # (The guards look back from the word, so the engine tries them only where it is.)
            r"抽搐(?<!角抽搐)(?<!角微微抽搐)(?<!角一阵抽搐)|"
            r"犯(?<![侵冒违触进]犯)(?:了)?病(?![句人患毒例房历区床友号菌理])",
            r"病(?<![毛语]病)(?:情)?(?:又|再次|再度|又一次)?(?:复发|发作)|"
            r"(?:旧疾|旧伤)(?:又|再次)?(?:复发|发作)",
            # Weight-loss and bypass surgery, by their kinds.
            *literal(
                *split("减重手术 缩胃 切胃 胃旁路 袖状胃 胃束带 胃转流 心脏搭桥 冠脉搭桥 搭桥手术")
            ),
            # Scopes and biopsies done on the person (a model reading endoscope images is work;
            # 做核磁 is also a chemist's NMR run, so it is left out).
            r"(?:做|做了|做过|去做|约了|预约了?|要做|刚做完|做完)(?:个|了|一次|一个)?(?:无痛)?"
            r"(?:胃镜|肠镜|胃肠镜|喉镜|宫腔镜|膀胱镜|支气管镜|活检|骨穿|腰穿)(?!图像|影像|识别|"
            r"模型|算法|设备|系统|数据|机)",
            # An organ or marrow transplant had or waited for (研究心、肺等器官移植 is work).
            r"(?:做了|做过|接受了|接受过|刚做完|在等|排队等|等着)(?:一次)?(?:肾|肝|心脏|肺|骨髓|角膜|"
            r"干细胞|器官)移植(?!研究|相关|方面|领域|项目|课题|的)|换(?:了|过)(?:肾|肝)|"
            r"(?:在等|排队等|等着)(?:肾源|肝源|心源|供体|配型)",
            # Stages of a pregnancy, the due date and the birth, nursing (哺乳动物 are mammals;
            # 怀着孩子般的好奇心 is a child's curiosity).
            r"孕[早中晚]期(?!指南|知识|科普|课程|内容|营养指南|护理指南|的(?:孕妇|患者|用户))|"
            r"预产期(?:是|在|定在|还有|快到|到了|就在)|(?:剖腹产|剖宫产|顺产)(?![率品业出])|"
            r"怀(?<![胸情关心]怀)(?:上了|了|着)(?:宝宝|孩子|二胎|三胎|老二|双胞胎|头胎|龙凤胎)"
            r"(?!般|似的|一样)|"
            r"怀[二三]胎|(?:在|还在|正在)(?:哺乳|喂母乳)(?!动物)",
            # Readings taken at home on a schedule: the condition they watch.
            r"(?:每天|每日|天天|饭前|饭后|餐前|餐后|睡前|早晚|定时|按时|一天[\d一二三四五几]次){1,2}"
            r"(?:都|要|得|还){0,2}"
            r"(?:测|验|扎手指测|监测|查|量)(?:一下|一次)?(?:血糖|血压|尿酸)",
        ),
        "biometric": literal(
            *split(
                "指纹 人脸数据 面部识别数据 虹膜 视网膜 声纹 掌纹 掌静脉 静脉识别 步态识别 "
                "人脸信息 面部信息 录入人脸 采集人脸"
            )
        ),
        "genetic": (
            *literal(
                *split(
                    "遗传病 家族遗传 遗传性 染色体 地中海贫血 地贫 血友病 亲子鉴定 "
                    "基因突变 基因检测"
                )
            ),
            # 人的基因，不是作物、动物或微生物的基因，也不是基因编辑这门技术。
            r"(?<![稻麦豆菜果树草花物畜禽鱼蚊蝇鼠菌毒株])基因(?!编辑|工程)",
            rf"(?<=[{CJK}])dna(?![a-z])|(?<![a-z])dna(?=\s?[{CJK}])",
        ),
        "criminal": (
            *literal(
                *split(
                    "犯罪记录 有前科 坐牢 坐过牢 入狱 被捕 被判刑 服刑 假释 缓刑 判刑 案底 刑满释放 "
                    "劳改 被拘留 拘留过 被起诉 失信被执行人 前科 犯过罪 罪名 进过监狱 蹲过监狱 出狱 "
                    "劳教 戒毒所 社区矫正 看守所 少管所 拘役 取保候审 判过刑 服过刑 醉驾 吸过毒 "
                    "吸毒 涉毒 被抓过 被警察抓 蹲过 进过局子 进过看守所 刑事案件 违法犯罪记录 酒驾 酒后驾驶 "
                    "关过 被关押 劳动改造"
                )
            ),
            # Sentences, custody and supervision in more words; "被判断" (judged) is no sentence.
            r"被判(?:刑|了|处|有期|无期|死缓|缓刑|入狱|监禁|有罪|[\d一二三四五六七八九十两半几]+(?:年|个月))",
            r"判了[\d一二三四五六七八九十两半几]+(?:年|个月)",
            r"(?:坐|蹲)(?:过|了)[^。，,]{0,5}(?:牢|监狱|看守所|号子)",
            *literal(
                *split(
                    "牢饭 刑拘 刑事拘留 行政拘留 行拘 治安拘留 监狱里 在监狱 刑释 两劳人员 劳改犯 "
                    "服刑人员 前科人员 社区服刑 电子脚镣 电子镣铐 被通缉 通缉犯 保外就医 监外执行 "
                    "立案调查 被立案 犯罪嫌疑 嫌疑人 罪犯 有罪 进监狱 进局子 蹲号子 踩缝纫机 "
                    "减刑 判缓 违法记录 留案底 嫖娼 卖淫 被处罚过 被拘 偷过东西 被劳教 "
                    "服完刑 刑满 刑事处罚 前科犯 缓刑期 假释期 在押 坐过监 蹲过大牢"
                )
            ),
            r"被抓(?!包|拍|到摸鱼)",
            r"(?:在|进过?)(?:监狱|看守所|拘留所|牢里|号子)(?:里)?(?:待|呆|关|蹲)(?:过|了)",
            # The person a defendant: 被告知 (was told), 被告诉, 被告诫 (warned) are none, nor the
            # defendant's counsel or family (是被告的代理人).
            r"(?:是|作为|身为|成了|成为|当了|以)(?:[^。，,；;]{0,6}的)?被告人?(?![知诉诫]|的(?:代理|辩护|"
            r"律师|家属|亲属))",
            # Prosecution, arrest, a police summons and charges (a witness's summons is none;
            # 被控制 is "controlled", 被控股 "held by a holding company").
            r"被(?:检察院|检方|公诉机关|公安|警方)?(?:提起)?公诉|被(?:检察院|检方|公安|警方|警察)(?:起诉|立案|"
            r"刑拘|带走|抓)|被(?:批准)?逮捕|被批捕|被(?:警方|公安局?|派出所|警察)?传唤(?!作证|出庭作证)",
            r"被(?:控(?![制股])|指控|控告)(?:涉嫌)?[^。，,；;]{0,6}(?:罪|诈骗|盗窃|贪污|受贿|抢劫|伤害|"
            r"危险驾驶|走私|贩毒|洗钱|强奸|猥亵|非法)",
            # Measures pending trial: residential surveillance, bail (读取保存 holds 取保: the
            # bail is named with what is done with it).
            r"监视居住|(?:办了?|被|申请(?:了)?)取保|取保(?:出来|期间|中|了)",
        ),
        "children": (
            *literal(
                *split(
                    "我儿子 我女儿 我孩子 我的孩子 他儿子 她女儿 孩子的学校 初中生 小学生 中学生 未成年"
                )
            ),
            # The user a minor: a school year, an age under 18 (not a biology class, 高中生物).
            r"高中生(?!物)",
            r"(?:读|上|在读)(?:小学|初|高)[一二三四五六]|(?:初|高)[一二三](?:学生|的学生|年级)",
            r"(?:今年|才|刚|只有|刚满|已经|是)(?:[4-9]|1[0-7]|[四五六七八九]|"
            r"十[一二三四五六七]?)(?:周)?岁",
        ),
        "finance": (
            *literal(
                *split(
                    "月薪 年薪 我的收入 欠款 房贷 信用分 存款 银行余额 破产 欠债 还贷 车贷 信用卡欠 "
                    "借钱 高利贷 套现 欠钱 以贷养贷 套路贷 裸贷 拆东墙补西墙 失信名单 上了失信 老赖 "
                    "领低保 吃低保 低保户 贫困户 领救济 救济金 领失业金 失业救济 断供 被催收 被催债 "
                    "被追债 一屁股债 负资产 资不抵债"
                )
            ),
            # A balance sheet (资产负债表) is no one's debt; arrears, loans and pay of the person.
            r"负债(?!表|率)",
            r"(?:我的?|他的?|她的?|月|年)?(?:工资|薪水|收入)(?:是|只有|才|大概|约|有|差不多)?"
            r"[\d一二三四五六七八九十两几]+",
            r"(?:我的?|他的?|她的?)(?:工资|薪水)|(?:拖欠(?:我|了我)?的?工资|工资被拖欠|被拖欠工资)",
            r"(?:借|欠|借了|欠了|还|在还|背着|背了|陷入|撸|撸了)[^。，,]{0,4}(?:网贷|花呗|借呗|白条|"
            r"信用卡|贷款|高利贷)",
            r"(?:网贷|花呗|借呗|白条|信用卡|贷款|房贷|车贷|分期)[^。，,]{0,3}(?:逾期|还不上|还不起|"
            r"还不了|欠了|爆了|刷爆)",
            r"(?:我|已经|又|信用卡|贷款|房贷|车贷|网贷|花呗|借呗|白条)逾期|"
            r"逾期(?:了|未还|不还|[\d一二三四五六七八九十两几]+(?:天|个月|期))",
            r"还不(?:上|起)(?:钱|债|贷款|信用卡|房贷|车贷|网贷|花呗|借呗)|欠了[^。，,]{0,6}(?:钱|债|万|元|块)",
            r"征信(?:花了|黑了|不好|有问题|有污点|有逾期|很差|烂了|上有|被拉黑)",
            # A home or car auctioned, seized or taken back by a creditor (法拍房 studied is work).
            r"(?:房子|房|住房|车|铺面|商铺|家)[^。，,；;]{0,4}(?:被|遭)(?:银行|法院|债主)?(?:法拍|拍卖|"
            r"收走|查封|强制执行|收回)|被法拍",
            # Pay stated as a sum taken home ("月入…", "每月到手…"; a shop's 到手价 is a price).
            r"(?:月入|年入|每月到手|每个月到手|一个月到手|税后到手|工资到手|实际到手|到手工资)(?:是|只有|才|"
            r"大概|约|有|差不多|不到|不足|刚|就|也就)?[\d一二三四五六七八九十两几百千万]+",
            # A debtor's sanctions: spending curbs, the defaulter list (限高 alone is a height
            # limit of a car park).
            r"被限高|被限制高消费|限制高消费令|限消令|(?:列入|纳入|拉入)(?:了)?失信|"
            r"(?:(?:^|[，,；;]|我|本人)是|成(?<!是否成)(?:了|为了?)|变成了?)被执行人",
            # Wages, accounts and savings frozen or garnished; creditors suing or chasing.
            r"(?:工资|银行卡|账户|账号|存款|公积金|微信|支付宝)(?:都|也)?被(?:法院)?(?:冻结|扣押|划扣|"
            r"查封|强制执行|强制扣划)(?!的)",
            r"被(?:银行|债主|网贷平台|平台|信用卡中心|贷款公司|小贷公司)[^。，,；;]{0,3}(?:起诉|告了|"
            r"告上法庭|追债|催收)",
        ),
        "religion": (
            *literal(
                *split(
                    "信仰 信教 穆斯林 基督徒 佛教徒 天主教徒 无神论 祷告 斋月 去教堂 做弥撒 "
                    "弥撒 念经 吃斋 烧香拜佛 受洗 朝觐 斋戒 查经 主日 信佛 信主 信耶稣 信基督 信伊斯兰 "
                    "信道教 皈依 教徒 信徒 做礼拜 拜佛 上香 念佛 开斋节 受戒 出家 居士 团契 "
                    "不信教 无宗教信仰 礼拜堂 礼拜寺 主日礼拜 去礼拜 聚礼 主麻 戴头巾 戴盖头 戴面纱 "
                    "戴十字架 只吃清真 吃清真 清真饮食 读圣经 读经 读古兰经 古兰经 可兰经 诵经 去清真寺 "
                    "去教会 去庙里 去寺里 去寺庙 去道观 烧香 守安息日 安息日 守斋 把斋 封斋 开斋 持斋 "
                    "洗礼 坚振 领圣餐 圣餐 领圣体 告解 望弥撒 法会 回教 伊斯兰教徒 基督教徒 唱诗班 "
                    "教会聚会 小组聚会 查经班 敬拜 礼佛 供佛 受洗了"
                )
            ),
            # "下礼拜", "礼拜天" name the week; worship is a rite done or gone to.
            r"(?:做|去|参加|赶|守|作)礼拜",
            r"初一(?:和|、)?十五[^。]{0,6}(?:烧香|拜|吃素|上香|去庙|念经)",
            r"拜(?:妈祖|关公|菩萨|观音|真主|上帝|神明)",
            # Places of worship gone to or served at; roles in a congregation; the sabbath's hours.
            *literal(
                *split(
                    "犹太会堂 去会堂 锡克教寺庙 谒师所 去天主堂 去经堂 去佛堂 去道观 去精舍 "
                    "教会执事 教会长老 做执事 当执事 担任执事 当长老 堂区 主日学 主日崇拜 青年团契 "
                    "祷告会 灵修 周五日落 星期五日落 礼拜五日落 日落到日落 做主麻"
                )
            ),
            r"(?:寺庙|寺院|教堂|教会|清真寺|道观|庙里|寺里|佛堂)(?:里)?(?:做|当)?义工|"
            r"在(?:教会|教堂|堂会)(?:里)?(?:服侍|事奉|侍奉|司琴|带敬拜|做招待|当招待)",
            # Food avoided says a faith only when the faith is the reason (不吃猪肉 alone does not).
            r"(?:因为|出于|由于)(?:宗教|信仰)[^。，,]{0,6}(?:不吃|不喝|忌)",
            r"(?:念|背|诵|读)[^。，,]{0,2}(?:圣经|古兰经|可兰经|佛经|经文|心经)",
            # Lent and its fast.
            *literal(*split("四旬期 四旬斋 大斋期 大斋节 封斋期 守大斋 圣灰星期三 圣灰礼仪")),
            # The daily prayers counted, their names and rites (晨礼服 is a morning coat; 做了三次
            # 拜访 are visits; 这次礼拜天 is a Sunday).
            r"做[^。，,；;]{0,3}次礼拜(?![一二三四五六天日])|五番拜|五时拜|晨礼(?!服)|晌礼|晡礼|宵礼|"
            r"玫瑰经|坚信礼",
            # Alms and tithes of a faith (每天课后 holds 天课: the alms are named with a payment).
            r"(?:交|缴|缴纳|出|付|算|给)(?:了)?天课(?![程时表后前堂件间])|天课(?:是|要|交|缴)|什一奉献|"
            r"十一奉献(?!爱心)|开斋捐",
            # A faith held ("信奉长期主义" holds a creed of business, not a faith).
            r"信奉(?:了)?[^。，,；;]{0,4}?(?:教(?![条育])|佛|主(?!义)|伊斯兰|基督|真主|道教|神明|耶稣|"
            r"上帝|安拉)",
            *literal("耶和华见证人"),
        ),
        # The 56 officially recognized ethnic groups of China, less 水族 (also "aquarium fish").
        "ethnicity": (
            *literal(
                *split(
                    "民族是 种族是 少数民族 汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 "
                    "满族 侗族 瑶族 白族 土家族 哈尼族 哈萨克族 傣族 黎族 傈僳族 佤族 畲族 高山族 "
                    "拉祜族 东乡族 纳西族 景颇族 柯尔克孜族 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 "
                    "毛南族 仡佬族 锡伯族 阿昌族 普米族 塔吉克族 怒族 乌孜别克族 俄罗斯族 鄂温克族 "
                    "德昂族 保安族 裕固族 京族 塔塔尔族 独龙族 鄂伦春族 赫哲族 门巴族 珞巴族 基诺族 "
                    "黑人 白人 混血 犹太人 回民 维族 藏民 满人 原住民 吉普赛 华裔 亚裔 非裔 拉丁裔 "
                    "印尼华人 马来西亚华人 新加坡华人 泰国华人 菲律宾华人 越南华人 混血儿 "
                    "下南洋 土生华人 是峇峇娘惹 娘惹后裔 阿美族 泰雅族 排湾族 布农族 卑南族 鲁凯族 "
                    "赛夏族 达悟族 雅美族 噶玛兰族 太鲁阁族 撒奇莱雅族 赛德克族 拉阿鲁哇族 "
                    "卡那卡那富族 爪哇族 巽他族 马来族 巴塔克族 达雅族 伊班族 卡达山族 "
                    # 旗籍即满族出身（满洲八旗、镶黄旗……）
                    "满洲 八旗 旗人 镶黄旗 正黄旗 正白旗 镶白旗 正红旗 镶红旗 正蓝旗 镶蓝旗"
                )
            ),
            rf"[{CJK}]{{1,3}}裔(?:美国人|人)?",
            r"是[^。，,]{0,4}华人",
            # A clan or tribe one belongs to; a family's migration told as its history.
            r"(?:属于|来自|出身)[^。，,]{0,6}(?:部落|部族)",
            r"(?:祖辈|祖上|祖父母|爷爷奶奶|父母|家里|家族|先辈)[^。，,]{0,10}(?:移民过来|逃难过来|漂洋过海|"
            r"坐船过来)",
            # The ethnic group on the person's papers ("民族成分是…", "民族一栏填的是…").
            r"民族(?:成分|一栏|那一?栏)(?:上)?(?:是|填的?是?|写的?是?|为)",
            # An immigrant's generation, an immigrant or refugee, said of the user (移民局, 移民律师
            # are work; "主要是移民的需求" is a market).
            r"(?:第?[一二三1-3]代|[一二三]代)移民|移民(?:第?[一二三]代)|"
            r"(?:^|[，,；;]|我|本人)是(?:个|一名|一个)?(?:新)?(?:移民|难民)"
            r"(?![局法政官署中顾律服公代机行业的])",
            # A people named without 族, as what the user or the family is (是藏人; 收藏人 and
            # 是藏家, a collector, are none, nor "这是藏人的传统", a culture).
            r"(?:(?:^|[，,；;]|我|本人)(?:是|身为|作为)|我们?家是|祖上是)(?:维吾尔|藏|蒙古|哈萨克|"
            r"彝|苗|壮|傣|侗|土家|朝鲜|纳西|羌|傈僳|畲|布依|客家)(?:人|族人)(?![物士员才口群气家的开])",
        ),
        "political": (
            *literal(
                *split(
                    "投票给 党员 政治立场 政治观点 支持共产党 支持民进党 反对党 在野党 入党 "
                    "竞选志愿者 助选 工会会员 参加游行 参加抗议 反政府 共青团员 入团 民主党派 "
                    "政治面貌 上街游行 去游行 游行过 示威 抗议过 参加示威 静坐 加入工会 加入了工会 "
                    "工会成员 工会代表 工会干部 蓝营 绿营 去上访 上访过 上访户 反共 支持台独 支持港独 "
                    "拉票 参加罢工 参与罢工 组织罢工 罢工过 "
                    "竞选义工 选举义工 助选义工 助选团 街站义工 摆街站 做街站 在街站 扫街拜票 拜票 "
                    "党支部 党小组 交党费 党龄 预备党员 入过党 入了党 退党 社民连 民建联 公民党 "
                    "工联会 时代力量 台湾民众党 亲民党"
                )
            ),
            r"(?:是|属于|支持|偏)(?:深蓝|深绿)(?!色)",
            r"(?:民盟|民革|民建|民进|农工党|致公党|九三学社|台盟)(?:成员|盟员|会员|党员)|"
            r"加入(?:了)?(?:民盟|民革|民建|民进|农工党|致公党|九三学社|台盟)",
            rf"给[{CJK}]{{1,8}}投(?:了|过)?(?:一)?票",
            r"工会(?:里|中)?(?:当|任|做)[^。，,]{0,4}(?:干部|主席|委员|代表)",
            r"投了[^。，,]{0,6}一票",
            # A party after a verb of support or a vote ("一直投X党", "支持X党").
            rf"(?:投|支持|加入|拥护|反对|票投)[{CJK}]{{0,4}}党",
            r"反对(?:现任)?(?:政府|总统|政权)",
            # Leaflets and canvassing for a party or a candidate (flyers for a shop are none).
            r"(?:为|帮|替|给)[^。，,；;]{0,8}(?:党|候选人|参选人|议员|竞选)[^。，,；;]{0,6}(?:派传单|"
            r"发传单|拉票|站台|助选|扫街|拜票|做义工|当义工)",
            # Union dues and union office held (a chair's secretary or driver is none; 任务是工会
            # 主席交代的 is a task).
            r"工会会费|工会会员证|(?:(?:^|[，,；;]|我|本人|现在|目前)是|当|担任|当选|选上|选为|做)"
            r"(?:了|过|为)?[^。，,；;]{0,6}?工会的?"
            r"(?:主席|副主席|委员|小组长|组长|积极分子|骨干)(?!的)",
            # Petitions signed, vigils and commemorations of a political event (六四分成 is a split).
            r"签(?!到|约|字版)(?:了|过|署了?)?[^。，,；;]{0,6}请愿|"
            r"(?:参加|参与|发起)(?:了|过)?[^。，,；;]{0,4}请愿|"
            r"悼念六四|六四(?:悼念|晚会|纪念|集会)|维园(?:烛光)?(?:晚会|集会|悼念)|烛光悼念",
            # Money given to a party or a candidate (a donation to a disaster area is none).
            r"(?:给|向|为)[^。，,；;]{0,8}(?:党|候选人|参选人|竞选)[^。，,；;]{0,4}(?:捐款|捐了|捐过|捐钱|"
            r"献金|募款)",
        ),
        "sexuality": (
            *literal(
                *split(
                    "同性恋 双性恋 性取向 性生活 跨性别 出柜 同性伴侣 男同 女同 拉拉 无性恋 "
                    "泛性恋 酷儿 基佬 同志身份 喜欢同性 喜欢男生的男生 喜欢女生的女生 性别认同 "
                    "非二元 同性婚姻 同志圈 骄傲游行 骄傲月 同志骄傲 形婚 深柜 同妻 药娘 变性手术 "
                    "变性人 做变性 想变性 准备变性 变性者 约炮 一夜情 性伴侣 性经历 开放式关系 "
                    "多边恋 性功能 阳痿 早泄 异性恋 "
                    "对象是同性 伴侣是同性 对象也是女生 对象也是男生 两个爸爸 两个妈妈 开放式婚姻 "
                    "多元伴侣"
                )
            ),
            # Latin words next to Chinese ("是gay"), not inside Latin words ("gaya", Indonesian
            # "style", holds no "gay").
            rf"(?<=[{CJK}])(?:gay|blued|grindr|lgbt\w*)(?![a-z])",
            rf"(?<![a-z])(?:gay|blued|grindr|lgbt\w*)(?=\s?[{CJK}])",
            # A partner of the same gender: his boyfriend, her wife; a man with a boyfriend.
            r"(?<![其吉])他(?:的|有|和|跟|与)?(?:个)?(?:男朋友|男友|老公|丈夫)",
            r"她(?:的|有|和|跟|与)?(?:个)?(?:女朋友|女友|老婆|妻子|太太)",
            r"(?:我|本人)(?:也|同样)?是男(?:生|的|人|孩子?|性)[^。]{0,20}(?:男朋友|男友|老公|丈夫)",
            r"(?:身为|作为)男(?:生|的|人|孩子?|性)[^。]{0,20}(?:男朋友|男友|老公|丈夫)",
            r"(?:男朋友|男友|老公|丈夫)[^。]{0,20}(?:我|本人)(?:也|同样)?是男(?:生|的|人|孩子?|性)",
            r"(?:我|本人)(?:也|同样)?是女(?:生|的|人|孩子?|性)[^。]{0,20}(?:女朋友|女友|老婆|妻子|太太)",
            r"(?:身为|作为)女(?:生|的|人|孩子?|性)[^。]{0,20}(?:女朋友|女友|老婆|妻子|太太)",
            r"(?:女朋友|女友|老婆|妻子|太太)[^。]{0,20}(?:我|本人)(?:也|同样)?是女(?:生|的|人|孩子?|性)",
            r"(?:女朋友|女友|老婆|妻子|太太|男朋友|男友|老公|丈夫|对象)[^。]{0,20}(?:我们|我俩|俩人|两个人)"
            r"都是(?:女|男)(?:生|的|人|孩)",
            r"(?:我们|我俩|俩人|两个人)都是(?:女|男)(?:生|的|人|孩)[^。]{0,20}(?:女朋友|女友|老婆|妻子|"
            r"太太|男朋友|男友|老公|丈夫|情侣|恋爱|在一起)",
            r"两个(?:男生|男人|男的|男孩|女生|女人|女的|女孩)[^。]{0,10}(?:情侣|在一起|恋爱|结婚|同居|"
            r"交往|谈恋爱)",
            r"(?:是|还是|仍是)处(?:男|女)(?!座|作|地|航|秀)",
            # 同志 is "comrade" too: only as what the person is (老同志, 好同志 and 同志们 are not).
            r"(?:我|他|她|用户|本人)?是(?:个)?同志(?![们会])",
            r"是弯的|被掰弯|掰弯了|是性少数|跨儿",
        ),
    },
    sensitive_topical=joined(
        {
            "health": (
                *literal(
                    *split(
                        "健康 病历 病史 心理健康 医疗记录 治疗 用药 服用 医生 疗程 护士 手术 体检报告 "
                        "残疾人 康复期"
                    )
                ),
                # Scopes and biopsies, not a model that reads their images.
                r"(?:胃镜|肠镜|胃肠镜|活检)(?!图像|影像|识别|模型|算法|设备|系统|数据|机)",
                # Conditions by name, and transplants (研究肾移植 is work; 代码移植 is porting).
                _CONDITIONS,
                r"(?:肾|肝|心脏|肺|骨髓|角膜|干细胞|器官)移植",
            ),
            "finance": literal(*split("贷款 收入 债务 网贷 逾期 催收 花呗 借呗 白条 征信 低保")),
            "criminal": (
                *literal(*split("犯罪 监狱 拘留 判刑 服刑 被告人 庭审 公诉")),
                # A hearing of the person's case (开庭院 opens a courtyard; a witness testifies).
                r"开庭(?![院园])|出庭(?![院园]|作证)",
            ),
            "religion": (
                *literal(
                    *split(
                        "宗教 佛教 基督教 伊斯兰教 道教 天主教 东正教 犹太教 清真 圣经 禅修 朝圣 祈祷"
                    )
                ),
                # A place of worship as a topic; its architecture, photos or school are none, nor
                # the verb 教会 ("taught", "妈妈教会了我").
                r"(?:教会|清真寺|寺庙|教堂)(?!建筑|摄影|照片|旅游|景点|风光|古建|学校|医院|大学|了)",
            ),
            "political": (
                *literal(*split("政治 选举 投票 政府 政党 工会 罢工 游行 台独 港独 上访")),
                # Workers acting together for their rights or pay (a consumer's complaint is none).
                r"(?:工友|工人|员工|职工|农民工|劳工)们?[^。，,；;]{0,4}(?:集体)?(?:维权|讨薪|停工)|"
                r"集体(?:维权|讨薪|停工)",
            ),
            # 民族风：一种装修、服饰的风格。
            "ethnicity": (r"民族(?!风)", *literal("种族", "华人")),
            "sexuality": literal("性少数"),
        },
        INDIRECT,
        INDIRECT_MORE,
    ),
    body_parts=literal(
        *split(
            "胳膊 手臂 右手 左手 双手 腿 膝盖 肩膀 手腕 脚踝 髋 脊椎 腰椎 颈椎 手指 脚 眼睛 视力 "
            "耳朵 听力 心脏 肾 肺"
        )
    ),
    impairments=literal(
        *split(
            "使不上劲 没力气 不能 无法 抬不起 受伤 手术 植入 钢板 钢钉 麻木 瘫痪 疼 痛 不好使 "
            "不灵活 听不清 看不清 问题 毛病 劳损 拉伤 扭伤 不适 酸痛 发炎"
        )
    ),
    other_person=(
        *literal(
            *split(
                "我妈 我爸 我哥 我姐 我弟 我妹 他的 她的 他老婆 她老公 "
                "用户的老板 用户的同事 用户的妻子 用户的丈夫 用户的朋友 用户的孩子 的老板 的同事 "
                "的妻子 的丈夫 的女朋友 的男朋友 女儿 儿子 老婆 老公 妻子 丈夫 男朋友 女朋友 "
                "岳父 岳母 婆婆"
            )
        ),
        # The user's own (我, 我们, 我的, 我们的) relation or role: another person.
        rf"我们?的?(?:{'|'.join(r for r in _ROLES if r not in _ALSO_VERBS)})",
        rf"我(?:们的?|的)(?:{'|'.join(_ALSO_VERBS)})",
        "我领导",
    ),
    relation_nouns=(),
    legal_reference=(
        r"《[^》]+》",
        r"第\s*[\d一二三四五六七八九十百千]+\s*[条款章]",
        r"法律",
        r"法规",
        r"条例",
        rf"[{CJK}]{{2,8}}保护法",
        rf"[{CJK}]{{2,6}}安全法",
        r"民法典",
        r"刑法",
        r"劳动法",
        r"本法",
        r"该法",
        r"这部法",
        r"监管规定",
        r"监管机构",
        r"监管部门",
        r"监管方",
        r"网信办",
        r"这份(?:文件|文档|合同|报告|资料)",
        r"(?:该|此)(?:文件|文档|合同|政策)",
        r"文件中",
        r"资料中",
        r"原文",
    ),
    legal_statement=literal(
        *split(
            "规定 要求 禁止 允许 明确 指出 必须 应当 不得 根据 依据 按照 写着 适用于 不适用 有权 "
            "无权 不受 无需 只管 只适用 判过 判决 裁定"
        )
    ),
    # Knowledge or hearsay is the user's claim too ("听说…", "我记得法律…").
    permission_words=literal(*split("允许 不允许 准许 禁止 不准 不许 只准 只许 不得 不可以")),
    claim_verbs=literal(
        *split(
            "认为 觉得 以为 相信 坚信 主张 声称 据我所知 我猜 我估计 听说 据说 听人说 听别人说 "
            "有人说 别人说 我知道 我记得 印象中 我确定 我肯定 我听 网上说"
        )
    ),
    answer_frame=(
        *literal(
            *split("回答 回复 解释 引用 格式 总结 说明时 给我 摘要 口吻 语气 措辞 列出 时间线")
        ),
        # 信哪些来源：回答从哪里来，不是用户自己的情况（"健康问题只信官方来源"）。
        r"(?:只信|只看|相信|信任|偏好|喜欢|希望|想要|要求|优先)[^，。,.；;！？]{0,16}?(?:来源|出处)",
        # 问到、谈到某个话题时希望怎样回答：话题是回答的内容，不是用户自己的情况。
        # 一件做过的事（“聊了半小时”）不是：动词后没有“了、过”，“时”也不是“小时”的时。
        r"(?:问|谈|谈到|讨论|聊|聊到|说到|涉及|提到)(?![了过])[^，。,.；;]{1,20}?(?:(?<!小)时(?![间刻])|的时候)",
    ),
    work_frame=(
        *literal(
            *split(
                "经常问 常问 询问 关注 研究 从事 负责 合规 起草 审查 报道 撰写 开发 搭建 设计 维护 "
                "审计 风控 写关于 课题 论文 田野调查 课程 概论 教材 改造 供货 承包 伴奏 兼职 编辑 "
                "接单 所在公司"
            )
        ),
        # Not a weekday, nor a work visa or permit: a document of the law, not the user's work.
        r"工作(?!日|签证?|许可|居留)",
        # 给别人做软件：给寺庙写预约小程序、开发后台，说的是用户的工作。
        r"(?:做|写|开发|搭)[^，。,.；;]{0,10}?(?:小程序|网站|前端|后端|系统|应用|app|插件|脚本)",
        # 给别人上课、讲课：用户在教，不是在学。
        r"给[^，。,.；;]{1,10}?(?:上|讲|教|授)[^，。,.；;]{0,4}?课",
    ),
    age_units=literal("周岁", "岁"),
    naming_verbs=literal(*split("起名叫 取名叫 起名为 取名为 命名为 名叫 叫做 叫作 叫")),
    nameable_things=literal(
        *split(
            "狗狗 小狗 猫咪 小猫 宠物 兔子 仓鼠 鹦鹉 乌龟 狗 猫 鸟 鱼 龟 蛇 马 汽车 电动车 摩托车 摩托 "
            "自行车 车 电脑 笔记本 服务器 路由器 打印机 手机 平板 扫地机器人 机器人 植物 仙人掌 吉他 "
            "无人机 nas"
        )
    ),
    served_markers=literal(*split("给 为 替 帮 向")),
    served_people=literal(
        *split(
            "患者 病人 病患 在押人员 服刑人员 犯人 囚犯 学员 信众 信徒 教友 会员 居民 客户 家属 "
            "老人 孩子 学生 员工 难民 戒毒人员 矫正人员 矫正对象 残障人士 残疾人 村民 群众"
        )
    ),
    fellow_words=literal(*split("病友 同为 其他 一起的 同样 自己")),
    work_things=literal(
        *split(
            "项目 系统 网站 数据库 档案 表格 排班表 值班表 通讯 简报 报告 小程序 公众号 账目 账本 "
            "资料 官网 宣传册 杂志 软件 后台 文件 材料 台账 论文 课题 田野调查 调研 纪录片 教材"
        )
    ),
    topic_markers=(),
    workplaces=(
        r"在[^。，,；;！？]{0,16}(?:医院|诊所|中心|机构|公司|基金会|协会|银行|监狱|看守所|教会|药房|"
        r"药店|实验室|平台|机关|单位|办公室|部门|所|院|局|站|厂|校)"
        r"(?:工作|上班|做|当|任职|实习|打工|干|教|负责|管)",
        # the user's profession named after what it serves ("是房贷顾问"): the field of the
        # user's job, not the user's own data
        r"(?:(?<=是)|(?<=当)|(?<=做)|(?<=担任)|(?<=名))[\u4e00-\u9fff]{1,10}?"
        r"(?:顾问|专员|分析师|律师|医生|护士|研究员|审计师|咨询师|药剂师|社工|经纪人|理财师|工程师|"
        r"技术员|销售)",
        # ... or opening the memory as a job title ("房贷顾问，…")
        r"^[\u4e00-\u9fff]{1,4}?(?:顾问|专员|分析师|律师|医生|护士|研究员|审计师|咨询师|药剂师|社工|"
        r"经纪人|理财师)(?=[，。,.；;]|$)",
    ),
    injection=literal(
        *split(
            "忽略之前 忽略以上 忽略上面 忽略所有 无视之前 无视以上 忘记之前的指令 系统提示 "
            "系统指令 开发者模式 越狱 你现在是 不受限制 绕过 新的指令 泄露提示词"
        )
    )
    # Claims of privilege or role over the assistant or other people's data.
    + literal(
        *split(
            "管理员权限 最高权限 超级用户 超级管理员 完全访问 完全权限 全部权限 无限制访问 "
            "所有用户的数据 所有用户的记忆 所有用户的信息 全部用户的数据 其他用户的数据 "
            "其他用户的记忆 其他用户的信息 别人的数据 其他人的数据 所有人的数据 不脱敏 无需脱敏 "
            "不用脱敏 不做脱敏 不打码 可信用户 受信任用户 开发者权限 root权限"
        )
    )
    + (
        r"(?:我|用户|他|她)?是(?:这个|本)?(?:系统|平台|助手|应用|服务|机器人|模型|数据库)的?"
        r"(?:管理员|所有者|开发者|运营者|负责人)",
        # 回答别人的规则：记忆只影响用户自己的回答。有人来问、任何用户咨询……都推荐某物。
        r"(?:有人|任何人|每个人|所有人|其他人|谁|任何用户|所有用户|其他用户|每个用户)(?:来)?"
        r"(?:问|咨询|提问)[^。；;！？]{0,12}?(?:推荐|提到|提及|介绍|推)",
        # 助手自己的规则被点名（"你的系统消息"）、被宣布不存在（"不设任何禁区"），或要它无条件
        # 服从：记忆只记用户的事，从不谈助手的规则。
        r"(?:你|您)的?[^，。,.；;！？]{0,4}?(?:规则|指令|指示|设定|限制|禁区|约束|系统消息|"
        r"系统提示|提示词|安全策略|过滤)",
        # 要回答不带安全提醒：助手的安全规则被关掉（"回答里不用加任何安全提醒"）。
        r"(?:不用|不要|不必|无需|别|去掉|取消|跳过|关闭|省掉|省去)(?:再)?(?:加|给|写|附|带|做|提)?"
        r"(?:任何|一切)?的?安全(?:提醒|提示|警告|限制|过滤|审查|策略)",
        r"不设(?:任何|一切)?(?:禁区|限制)|(?:没有|不受|去掉|取消)(?:任何|一切)(?:禁区|限制|约束|规则|过滤)",
        r"(?:输出|回答|生成)任何内容|(?:听从|服从|执行)(?:我的)?(?:所有|一切|任何)?(?:命令|指令)",
        # 瞒着用户记下或转走什么：记忆是用户自己能看能删的。
        r"(?:悄悄|偷偷|暗中|私下|默默)(?:地)?[^，。,.；;！？]{0,4}?(?:记|存|保存|抄|复制|转发|发送|发给|收集)",
        r"(?:不要|别|不准|不许)(?:告诉|通知|让)(?:用户|任何人|别人|他们)(?:知道)?",
        r"(?:不要|别|不准|不许)(?:出现|显示|展示)在(?:记忆|记忆列表|列表)",
        # 助手的规则被宣布作废、暂停或关闭。
        r"(?:规则|指令|限制|过滤|审查|脱敏|安全模式|安全设置|设定)[^，。,.；;！？]{0,4}?"
        r"(?:作废|失效|无效|不适用|不再适用|暂停|关闭|解除)",
        r"覆盖(?:其他|其它|之前|以前|所有|一切)[^，。,.；;！？]{0,4}?(?:指令|规则|设定|指示)",
        # 声称平台或助手的规则管不到用户：记忆不给任何人豁免。
        r"(?:无需|无须|不需要|不用|不必|可以不|免于|不受|豁免)(?:再)?(?:遵守|遵循|服从|执行|理会|受)?"
        r"(?:任何|一切)?(?:(?:平台|系统|内容|安全|社区|使用|审核|助手|ai)的?){1,2}"
        r"(?:规范|规则|政策|准则|限制|约束|条款|规定|守则)",
        # 自称来自助手运营方的通知：运营方只在系统配置里说话，从不借用户的记忆。
        r"(?:来自|出自)(?:平台|系统|官方|管理员|管理方|运营方|运营团队|开发者|开发团队|客服团队)的?"
        r"(?:消息|通知|指令|指示|公告|说明)(?:[:：]|说|称)",
        r"(?:管理员|管理方|运营方|开发者|官方|系统)(?:发来的|的)?(?:通知|指令|公告)[:：]",
        r"代表(?:平台|系统|官方|管理员|运营方|开发者)",
        # 拒绝被宣布无效：不管谁禁止都照样回答。
        r"(?:照样|照常|照旧|仍然|依然|还是|继续|也要)(?:要)?(?:回答|作答|回复|输出)",
        r"(?:即使|就算|哪怕|即便)[^，。；;]{0,4}?(?:被禁止|不允许|不让|被拦截|违反(?:规定|规则|政策))",
        r"(?:不关|与)(?:你|您)(?:的事|无关)",
        # 把对话本身转给别处或在回答里复述：外泄，不是偏好。
        r"(?:复述|转发|发送|分享|泄露|抄送|公开|附上)[^，。；;]{0,8}?(?:聊天记录|对话记录|对话内容|"
        r"历史记录|历史问题|之前问过|问过的所有|所有对话)",
        r"(?:聊天记录|对话记录|对话内容|历史记录)[^，。；;]{0,6}?(?:转发|发送|发给|分享|泄露|抄送|公开)",
    ),
    transcript_roles=(),
    transcript=(
        *literal(
            *split(
                "用户： 用户: 助手： 助手: 系统： [用户] [助手] AI： 机器人： 对话记录: 聊天记录:"
            )
        ),
        # Headers that quote someone else's message (mail and forum replies).
        r"写道[:：]",
        r"引用.{1,20}的(?:发言|帖子|回复)",
        r"转发的(?:邮件|消息)",
        r"原始邮件",
    ),
    placeholders=words("无 暂无 未知 待定 占位 示例 测试 空 用户 记忆"),
    # "某某" ("so-and-so") stands for a name or a value a template leaves to fill.
    placeholder_patterns=(
        r"某某",
        # a template's instruction to whoever fills it in
        r"(?:此处|在此|这里|下方)(?:填写|填入|输入|补充)",
        r"(?:请|待|需)(?:填写|填入|补充|完善)",
        r"(?:示例|样例|占位)(?:文本|文字|内容)",
    ),
    secret_words=literal(
        "密码",
        "口令",
        "密钥",
        "私钥",
        "验证码",
        "令牌",
        "凭证",
        "API key",
        "cookie",
        # Every kind of credential, by what it is.
        "凭据",
        "暗号",
        "通行码",
        "登录码",
        "动态码",
        "校验码",
        "安全码",
        "助记词",
        "恢复码",
        "备用码",
        "授权码",
        "访问码",
        "PIN码",
        "账密",
        "登录信息",
    ),
    value_separators=("我的", "是", "为", "设为", "改成"),
    identifier_fields=literal(*split("身份证 护照 银行卡 卡号 账号 社保号 手机号 电话号码")),
    # 〇 and 零 are both zero, 两 is two, and 幺 is one when a phone number is read out.
    number_words=dict(zip("零〇一幺二两三四五六七八九", "0011223456789", strict=True)),
    number_parts={},
    statements=_STATEMENTS,
    topic_shifts=literal(
        *split(
            "对了 哦对了 顺便说一下 顺便提一下 顺带一提 顺带说一下 题外话 说句题外话 话说 另外说一句 扯远了 "
            "至于"
        )
    ),
    discourse=(
        *split(
            "其实 好的 那么 另外 现在 顺便说一下 顺便提一下 我改主意了 我改变主意了 "
            # Lead-ins to context the asker gives about themselves, before or after a question.
            "补充一下背景 补充背景 补充一下 背景是 说下背景 说一下背景 先说一下背景 介绍一下背景 "
            "对了 哦对了 顺带一提 顺带说一下 提一下 因为 "
            # 边想边说的语气词（"嗯"、"呃"、"怎么说呢"）
            "嗯 呃 怎么说呢 就是说"
        ),
        r"e*m{2,}",
        r"h+m+",
    ),
    # Words of a day or a time counted from the day it was said, and of the weeks ahead (not a
    # past week or month, which may date a lasting fact); each counts where the dictionary cuts
    # it as a word.
    temporary=literal(
        "今天",
        "今晚",
        "这周",
        "暂时",
        "这次",
        "明天",
        "明早",
        "明晚",
        "昨天",
        "昨晚",
        "后天",
        "前天",
        "下周",
        "下个月",
        "刚才",
        "今早",
        "前几天",
        "几天前",
    ),
    category_hints={
        "risk_preference": split("猜测 推测 风险 保守 谨慎 不确定"),
        "workflow_preference": split("表格 代码 模板 步骤 清单 复制 列表"),
        "communication_preference": split(
            "回答 回复 解释 语言 简短 简洁 详细 语气 中文 英文 大白话"
        ),
        "project_context": ("项目", "版本", "规划", "迁移"),
    },
    answer_aspects={
        "answer language": ("英文", "英语", "中文", "印尼语"),
        "answer length": (
            "简短",
            "简洁",
            "详细",
            "长一点",
            "短一点",
            # A bound on the size of an answer: "五句话以内", "不超过三段".
            r"\S{1,3}(?:句话?|行|个?字|段|页|点)(?:以内|之内|以下)",
            r"(?:不超过|最多|至多|少于)\S{1,3}(?:句话?|行|个?字|段|页|点)",
        ),
        "answer tone": ("语气", "正式", "随意"),
        "answer format": ("列表", "表格", "段落", "要点"),
        "explanation style": ("大白话", "通俗", "专业说法", "举例", "例子"),
    },
    condition_leads=("如果", "每次", "当"),
    condition_tails=("的时候", "时"),
    self_pronouns=("用户", "我"),
    # "我们" is the asker's group, never the asker alone.
    self_subjects=("我(?!们)", "本人", r"(?:平时|日常)?工作(?:中|上)[,，]?我?"),
    month_names=(),
    memory_copulas=("是", "就是"),
    self_copulas=("是", "就是"),
    self_adverbs=literal(
        *split("主要是 主要 平时 日常 目前 现在 一直 也 都 还 专门 正在 基本上 长期 已经 内部 统一")
    ),
    role_articles=literal(*split("一名 一个 一位 一枚 名 个 位")),
    job_titles=literal(
        *split(
            "律师 法务 工程师 经理 顾问 研究员 分析师 会计师 会计 老师 教师 讲师 教授 学生 研究生 "
            "博士生 编辑 设计师 合规官 审计师 审计 开发者 开发 程序员 记者 架构师 运营 销售 客服 "
            "主管 总监 专员 助理 实习生 创始人 合伙人 负责人 公务员 医生 护士 药师 翻译 财务 出纳 "
            "行政 人事 采购 测试 运维 策划 秘书 职员 员工 店长 DPO CTO CEO HR"
        )
    ),
    self_states={
        "place": literal(*split("人在 住在 常驻 坐标 身在 定居在 生活在")),
        "experience": (
            r"刚(?:刚)?(?:转行|入行|入职|接触|毕业|开始(?:做|学|接触))",
            r"(?:一个|个)?新手",
            r"(?:还|正)在学",
        ),
        # "在" (or "做" of "是做…的") is the state; what must follow it is a lookahead.
        "job": (
            rf"在(?=[^，。；;,]{{1,20}}?(?:{_alt(_AT_WORK)}))",
            rf"在(?=(?:一家|一所|一个|某|这家|家)[^，。；;,]{{1,20}}?(?:{_alt(_DOING)}))",
            rf"在(?=[^，。；;,]{{0,15}}?(?:{_alt(_WORKPLACES)})[^，。；;,]{{0,15}}?(?:{_alt(_DOING)}))",
            # a Latin name is a company or a place ("在Acme做测试")
            rf"在(?=[A-Za-z][\w&.-]*(?: [A-Za-z][\w&.-]*)*\s*(?:{_alt(_DOING)}))",
            r"(?:做|搞)(?=[^，。；;,]{1,12}?的(?:$|[，。；;,]))",
        ),
    },
    self_verbs={
        "duties": (
            *literal(*split("从事 负责 分管 主管 对接 跟进 带领 管理 维护 运营")),
            r"(?:做|干)了?(?:[一二两三四五六七八九十几好多\d]+|很多)年",
        ),
    },
    clientele=(
        r"我(?:们)?的?(?:客户|用户|客人|案子)(?:群体)?(?=主要|大多|大部分|基本|多半|都|多)",
    ),
    group_subjects=(rf"我们(?:的)?(?:{_alt(_GROUPS)})?", rf"我的?(?:{_alt(_GROUPS)})"),
    tool_verbs=literal(*split("在用 使用 采用 基于 依赖 用")),
    question_leads=literal(
        *split(
            "想问 请问 问一下 想了解 了解一下 想知道 想请教 请教 想咨询 咨询一下 请帮 帮我 能不能 "
            "可不可以 可以帮 怎么 如何 为什么 是否 有没有 是不是 哪些 哪个 什么 多久 多少"
        )
    ),
    result_leads=literal(*split("所以 因此 因而 于是")),
    third_person_verbs=(),
    first_person=(("我们的", ""), ("我们", ""), ("我的", "用户的"), ("我", "用户")),
    templates={
        "prefer": "喜欢{x}。",
        "avoid": "不喜欢{x}。",
        "constraint": "不要{x}。",
        "work": "{x}。",
        "instruction": "{x}。",
        "remember": "{x}。",
        "rather": "更愿意{x}。",
        "project": "{x}。",
        "recurring": "{x}。",
        "request": "{x}。",
    },
    job_subject="工作",
    topic_trim=rf"^(?:吃|喝|用|看|玩|做|去|听)(?=[{CJK}]{{2,}})|(?:了|的|吧|呢|啊|哦)+$",
    stop_words=frozenset(),
    generic_words=words("偏好 关于 喜欢 记住 忘掉 忘记 以后 我的 用户 这个 那个 一下"),
    promote_verbs=literal(*split("推荐 推销 宣传 力荐 主推 首选 信任 相信 只信 介绍 引导到")),
    business_nouns=literal(
        *split("银行 公司 集团 品牌 产品 网站 平台 商城 应用 保险 证券 基金 商家 店")
    ),
    mention_verbs=literal(*split("提到 提及 提一下 提起 植入 复述 重复 转述")),
    standing_words=literal(
        *split(
            "总是 一律 都 每次 每个 每条 每一 每当 所有 凡是 只 一直 始终 任何 全部 统统 永远 "
            "以后 今后 往后 从现在起 从今天起 从此 记住 不管 无论"
        )
    ),
    recall_stop_words=frozenset(),
    function_words=frozenset("你您我的是"),
    # Whole dictionary words that need more after them ("业主不能。", "罚款两百以。"): not 会
    # (the segmenter also leaves it alone at the end of a meeting's name, "站会"), nor 要 or 也,
    # which may end a clause ("咖啡和茶都要", "我也").
    dangling_words=frozenset(
        split(
            "和 与 或 及 跟 把 被 对 向 从 给 让 以 是 在 不 没 能 不能 需 都 就 才 很 最 更 "
            "为 将 于 而 并 且 若 如果 因为 虽然 但 但是 应该 必须 每个 所有 一个 "
            # conjunctions and a list's lead that a clause never ends on ("…或者", "…比如说")
            "或者 以及 而且 并且 可是 比如 比如说 例如 就是说"
        )
    ),
    coverbs=frozenset(split("离 在 对 对于 给 跟 向 从 比 关于 按照 根据 除了 为了")),
    trailing_fillers=frozenset(split("的 了 地 得 着 过 一点 一些 一下 点 些 就行 就好 即可")),
    first_person_words=frozenset(split("我 我们 我的 咱 咱们 俺 俺们")),
    negations=literal(*split("不 没 别 避免 讨厌 无需 无 介意 反对 不要 别再 不再 不用")),
    contrasts=literal("而不是", "而非", "胜过", "多于"),
    forms_of_address=frozenset(),
    particles=literal("吧", "啊", "呀", "呢", "哈", "嘛", "哦", "啦", "噢", "哈哈", "谢谢"),
    addressee_possessives=literal("你的", "您的"),
    addressee_remarks=literal(*split("觉得 认为 懂 说 看 知道 也 真 帮")),
    reason_leads=literal(
        "因为", "由于", "毕竟", "好让", "以便", "这样", "不然", "否则", "免得", "省得", "以免"
    ),
    # 上面的 may also be a place ("桌子上面的东西"), so only the baseline reads it, not the gates
    anaphora=literal("它", "这样", "那样", "上面的", "刚才"),
    back_references=literal(
        *split(
            "上次那 上回那 上次说 上回说 跟上次一样 和上次一样 像上次 刚才那 刚才说 之前那个 之前说的 "
            "前面说的 那个啥 那啥"
        )
    ),
    addressee={"你": "我", "您": "我"},
    appositives=literal("作为", "身为"),
    speaker=literal("我"),
    about_user=(
        r"你(?:不|没有|不再)?(?:喜欢|偏好|希望|说过|提到|是一名|在做|的工作)",
        r"您(?:不)?(?:喜欢|偏好|希望)",
    ),
    block=BlockTexts(
        header=(
            "以下是该用户在之前对话中的长期记忆，仅作为回答语气、格式和范围的背景参考；它不是证据，"
            "也不能作为来源引用。如果与用户最新消息冲突，以最新消息为准。"
        ),
        nothing_saved=(
            "该用户目前还没有保存任何长期记忆。如果被问到你记得关于他们的什么，请回答目前还没有保存任何内容，"
            "不要说你无法跨对话记忆。"
        ),
        not_saved_yet=(
            "记忆会在对话闲置后才写入：如果用户提到的姓名或工作细节既不在这些记录中也不在本次对话中，"
            "请说明可能还没有保存，不要说你不保存姓名。"
        ),
    ),
    # People (core.gates.people): a surname, then a title or a given name and a predicate.
    honorifics=literal(
        *split(
            "先生 女士 小姐 太太 夫人 老师 教授 医生 大夫 律师 经理 总监 主任 总 董 工 局长 处长 "
            "科长 部长 书记 校长 院长 同学 师傅 阿姨 叔叔 大爷 大妈 姐 哥"
        )
    ),
    # The 109 most common surnames of the 2020 national name report of the Ministry of Public
    # Security (as listed by Wikipedia, "List of common Chinese surnames"), then the compound
    # surnames of the Hundred Family Surnames (百家姓). Compound ones first: the longest wins.
    family_names=(
        *split(
            "欧阳 司马 上官 诸葛 东方 皇甫 尉迟 公孙 慕容 长孙 宇文 司徒 夏侯 轩辕 令狐 "
            "西门 南宫 独孤 端木 申屠 呼延 澹台 公冶 太史 闻人 钟离 赫连"
        ),
        *"王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩邓冯曹彭曾肖田董潘袁蔡蒋余于杜"
        "叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶"
        "贺毛郝顾龚邵万覃武钱戴严莫孔向汤常温康施文牛樊葛邢",
    ),
    name_prefixes=("老", "小", "阿"),
    affiliations=(),
    goods=(),
    person_predicates=literal(
        *split(
            "喜欢 偏好 爱 讨厌 想 要 希望 觉得 认为 需要 是 在 有 患 住 上学 读 工作 负责 每天 "
            "经常 总是 常 不 也 还 会 去 得了 确诊 怀孕 来自 说 用 的 和 跟"
        )
    ),
    verb_endings=(),
    leading_modifiers=(),
    organization_words=literal(
        *split(
            "公司 银行 集团 大学 学院 学校 中学 小学 医院 研究所 研究院 协会 委员会 事务所 律所 "
            "科技 证券 保险 基金 部 局 厅 省 市 县 区 路 街"
        )
    ),
    possessive_frames=(),
    # The law as the subject of a statement (core.gates.legal).
    law_names=(
        r"《[^》]+》",
        rf"[{CJK}]{{2,8}}(?:保护法|安全法|管理法|促进法|基本法|法典)",
        rf"[{CJK}]{{2,8}}条例",
        rf"[{CJK}]{{2,8}}管理办法",
        rf"[{CJK}]{{1,8}}(?:合同法|税法|公司法|婚姻法|继承法|权法|诉讼法)",
        *literal(*split("个保法 网安法 数安法 民法典 刑法 劳动法 GDPR PIPL CCPA HIPAA 欧盟法")),
        # What people call laws: the usual short names, a field's rules ("交通法规"), and the
        # rules of the state ("国家规定", "按规定" but not "按规定时间"). Not any characters
        # before 法规: a verb may stand there ("希望讲法规时…" is about answers).
        rf"[{CJK}]{{2,8}}处罚法",
        *literal(
            *split(
                "消法 消保法 交规 交通法规 道交法 交法 个税法 物权法 民诉法 刑诉法 行诉法 "
                "治安法 婚姻法 劳动合同法 劳动法 反垄断法 广告法 国家规定 法律规定 "
                "政府规定 相关规定 有关规定 地方规定 法律条文 法条"
            )
        ),
        r"按规定(?!的?(?:时间|日期|格式|流程|动作|路线))",
    ),
    documents=literal(*split("合同 协议 条款 政策 制度 服务条款 隐私政策 用户协议 员工手册 规章")),
    regulators=literal(
        *split(
            "国家网信办 网信办 网信部门 人民银行 人行 央行 银保监会 国家金融监督管理总局 "
            "金融监管总局 证监会 工信部 市场监管总局 公安部 监管部门 监管机构 欧盟委员会 "
            "最高人民法院 最高法院 最高法 人民法院 法院 仲裁委"
        )
    ),
    source_leads=literal(*split("根据 依据 按照 依照 按 依")),
    override_verbs=literal(
        *split("忽略 无视 忘掉 忘记 忘了 不理会 不要理会 别理会 跳过 绕过 违反 抛开 丢掉 不顾")
    ),
    override_objects=literal(
        *split(
            "规则 指令 指示 设定 限制 规定 约束 要求 提示词 提示 政策 过滤 先前 之前 以前 以上 上面 "
            "前面 所有 全部 一切 系统 之 你 这些 那些"
        )
    ),
    subordinators=literal(
        *split("因为 由于 所以 因此 如果 要是 虽然 尽管 但是 可是 不过 当 只要 除非 免得 省得 以免")
    ),
    conjunctions=literal(*split("并且 并 然后 而且 再 以及")),
    prefixes=frozenset(),
    suffixes=frozenset(),
    clitics=frozenset(),
    noun_suffixes=frozenset(split("子 儿 们 咪 仔")),
    legal_concepts=literal(
        *split(
            "授权 取得同意 征得同意 单独同意 告知同意 用户同意 合法 违法 违规 侵权 处罚 罚款 "
            "法律责任 豁免 法律上 法律效力 法定 继承权 法定继承 遗产继承 过户"
        )
    ),
    # Parties of legal relations (core.gates.legal): each side of a lease, a job, a sale, a loan,
    # data processing, care, a family and the road. Not 企业 alone: 企业微信 is a product.
    legal_parties=literal(
        *split(
            "租客 房客 租户 承租人 承租方 出租人 出租方 房东 二房东 房主 业主 物业 中介 "
            "员工 职工 雇员 劳动者 打工人 实习生 临时工 合同工 正式工 兼职 派遣员工 劳务派遣 外包员工 "
            "骑手 外卖员 快递员 用人单位 单位 公司 雇主 老板 企业主 领导 上司 "
            "消费者 顾客 买家 买方 卖家 卖方 商家 店家 商户 经营者 网店 电商 平台 供应商 "
            "借款人 借款方 出借人 贷款人 放贷人 债务人 债权人 担保人 保证人 催收 银行 网贷 "
            "患者 病人 医生 医院 保险公司 投保人 被保险人 "
            "夫妻 配偶 丈夫 妻子 前夫 前妻 继承人 子女 父母 监护人 未成年人 "
            "股东 董事 法定代表人 纳税人 司机 乘客 行人 原告 被告 "
            "个人信息处理者 数据处理者 信息主体 "
            # employment beyond pay
            "求职者 应聘者 新员工 工会 人事部 "
            # consumer law: sellers of goods and services, carriers
            "航空公司 航司 旅行社 厂家 厂商 生产者 制造商 销售者 经销商 4s店 快递公司 健身房 "
            "培训机构 商场 超市 "
            # housing: neighbours and the building's management
            "物业公司 物业管理 业委会 业主委员会 业主大会 开发商 邻居 楼上 楼下 小区 居委会 "
            # family and inheritance
            "继子女 养子女 非婚生子女 孙子女 兄弟姐妹 遗嘱执行人 受赠人 赠与人 父亲 母亲 "
            # traffic and vehicles
            "车主 驾驶人 驾驶员 交警 骑车人 "
            # tax
            "税务局 税务机关 个体户 卖方 买房人 卖房人 "
            # courts and procedure
            "法官 当事人 上诉人 被上诉人 申请人 被申请人 嫌疑人 犯罪嫌疑人 被执行人 "
            # privacy and data
            "app 应用程序 小程序 网站 手机应用 "
            # inheritance: the one who died and the grandparents
            "被继承人 死者 逝者 去世的人 爷爷 奶奶 外公 外婆 姥姥 姥爷 祖父母 外祖父母 亲属 近亲属 "
            "出嫁的女儿 出嫁女 养父母 继父 继母 遗孀 "
            # school admission
            "学校 公办学校 民办学校 私立学校 公立学校 幼儿园 教育局 招生办 "
            # online shopping and delivery
            "快递 物流公司 快递员 快递小哥 配送员 驿站 寄件人 "
            # debts
            "债主 放贷的 高利贷 网贷平台 贷款公司 欠债人 欠款人"
        )
    ),
    legal_objects=(
        r"试用期",
        r"劳动(?:合同|关系)",
        r"(?:经济补偿|补偿)金?",
        r"赔偿(?:金)?",
        r"违约金",
        r"(?:\d+|[一二三四五六七八九十两]+)倍工资",
        # quitting, told only where a modal follows: "打算辞职，…" is the user's plan
        r"(?:辞职|离职)(?:的话|时|后|以后)?(?=[只不要需必可无应得])",
        r"提前(?:\d+|[一二三四五六七八九十两]+)?(?:天|日|个月|周)?(?:书面)?通知",
        r"同工同酬",
        *literal(
            *split(
                "押金 保证金 定金 订金 房租 租金 租约 租期 租赁合同 租房合同 遗嘱 罚单 违章 执照 "
                "营业执照 许可证 "
                "加班费 工资 薪水 薪资 最低工资 年终奖 年假 带薪年假 病假 产假 陪产假 婚假 "
                "社保 五险一金 公积金 养老金 退休金 竞业限制 竞业协议 保密协议 离职证明 "
                "提前通知 通知期 退款 退货 换货 三包 保修 质保 欠款 债务 利息 借条 欠条 "
                "遗产 遗嘱 抚养费 赡养费 抚养权 彩礼 个人信息 肖像权 著作权 版权 专利 商标 "
                "口头约定 口头协议 合同条款 格式条款 霸王条款 个税 "
                # employment beyond pay: breaks, shifts, hours, the end of a job
                "休息时间 工间休息 休息日 工作时间 工时 排班 夜班 倒班 轮班 调休 "
                "辞职信 辞职报告 离职申请 转正 解除劳动合同 劳动仲裁 工伤 工龄 合同到期 续签 "
                "无固定期限合同 劳务合同 竞业 培训费 服务期 "
                # consumer law
                "无理由退货 七天无理由 退换货 退换 包退 包换 换新 维修费 质量问题 次品 残次品 "
                "假货 冷静期 网购 机票 航班延误 航班取消 延误 退票 改签 行李丢失 会员费 预付卡 "
                "储值卡 "
                # housing, neighbours and the building's management
                "物业费 管理费 维修基金 维修资金 停车费 车位 装修 改建 扩建 加建 违建 违章建筑 "
                "私搭乱建 加盖 封阳台 规划许可 建设许可 施工许可 房产证 不动产证 产权 宅基地 "
                "承重墙 公共区域 公共部位 公摊 摄像头 监控 门禁 刷脸 人脸识别 "
                # family and inheritance
                "继承权 遗产份额 法定继承 遗赠 赠与 探视权 监护权 离婚 离婚协议 婚前财产 婚后财产 "
                "夫妻共同财产 共同财产 夫妻共同债务 婚前协议 嫁妆 结婚证 收养 "
                # traffic and vehicles
                "驾照 驾驶证 行驶证 车牌 牌照 上牌 号牌 扣分 罚分 超速 闯红灯 酒驾 醉驾 违停 "
                "违章停车 电动车 电瓶车 头盔 限速 年检 交强险 "
                # tax
                "个人所得税 所得税 税款 增值税 契税 印花税 房产税 遗产税 赠与税 土地增值税 起征点 "
                "免征额 专项附加扣除 汇算清缴 纳税申报 税率 滞纳金 "
                # courts and procedure
                "小额诉讼 诉讼 官司 诉讼费 律师费 法律援助 免费律师 上诉期 诉讼时效 判决 裁决 "
                "仲裁 立案 开庭 证据 传票 "
                # privacy and data
                "隐私 通讯录 手机联系人 位置信息 定位信息 人脸信息 生物识别 聊天记录 通话记录 "
                "录音 录像 监控录像 "
                # neighbours and noise
                "噪音扰民 扰民 噪音污染 燃放烟花 燃放鞭炮 放鞭炮 放烟花 鞭炮 烟花爆竹 广场舞 "
                "装修噪音 施工噪音 树枝 "
                # online shopping and delivery
                "快件 货到付款 到付件 退货运费 运费险 来回运费 退运费 丢件 送货上门 二次派送 "
                "错发 漏发 "
                # debts
                "父债子还 借款合同 借据 高利贷 网贷 信用卡欠款 "
                # tax: prizes and sales
                "中奖所得 偶然所得 彩票奖金 中奖奖金 奖金所得 二手房 房产交易 卖房所得 "
                "直播收入 带货收入 稿费 劳务报酬 "
                # school admission
                "划片 就近入学 入学资格 入学条件 学位 学籍 择校费 借读费 赞助费 "
                "毕业证 学历证 "
                # family property and wills
                "自书遗嘱 代书遗嘱 打印遗嘱 录音遗嘱 口头遗嘱 公证遗嘱 见证人 继承份额 "
                "婚后买的房 婚后买的房子 婚后房产 婚前房产 婚前买的房 "
                # what a shop must issue and what a stored-value card holds
                "开发票 开具发票 购物卡 礼品卡 卡内余额 会员卡余额"
            )
        ),
        # debts, not bonds or the bond market ("债券", "债市")
        r"(?<![国公])债(?![券市基])",
        r"户口(?![本簿要迁])",
        r"学区(?!房)",
        r"(?:公办|民办|公立|私立)(?:小学|初中|中学|高中|学校|幼儿园)",
        r"(?:直播间?|特价|打折|清仓|秒杀|促销|定制|二手)(?:买的|购买的|下单的)?(?:东西|商品|产品|货|衣服)",
        r"(?:\d+|[一二三四五六七八九十两]+)点(?:以后|之后|后|以前|之前|前)"
        r"(?:的)?(?:噪音|装修|施工|放音乐|唱歌|跳广场舞)",
    ),
    legal_modalities=(
        # 一项假期或待遇本身"带薪"（"产假是带薪的"；"带薪年假"是名词，不算）
        r"带薪(?=的|[，。,.；;！!]|$)",
        # 一条规定在各地的统一效力（"年假全国一律是五天"）
        r"全国(?:统一|一律|都一样|都是)|各地(?:统一|一律|都一样)",
        # 自动产生的法律效果（"自动转正"、"合同自动解除"）
        r"自动(?:转正|转为正式|失效|作废|解除)",
        r"(?<!负)责任",
        r"归(?:母亲|父亲|妈妈|爸爸|男方|女方|妻子|丈夫|子女|国家|对方|"
        r"个人|夫妻|卖方|买方|业主|全体业主|房东|租客|公司|员工)",
        r"(?<![功智职性效体技本才机])能享受",
        *literal(
            *split(
                "有权 无权 有权利 没有权利 没权 有义务 没有义务 无义务 不承担 承担 免责 免除 "
                "不得 应当 依法 合法 违法 非法 违规 犯法 无效 不受法律保护 受法律保护 不受保护 "
                "不受 没有法律效力 不具有法律效力 有法律效力 不具备法律效力 构成违约 侵权 "
                "被罚 罚款 处罚 坐牢 享有 不享有 享受不到 拿不到 得不到 不退 不予退还 不退还 "
                # exemptions and what is charged
                "免税 免征 免交 免缴 免收 免于 免费维修 免费更换 免费换 免费退 免费保修 "
                "免费提供 必须免费 一律免费 依法免费 有资格 没有资格 无资格 不予 不受理 "
                "法定 不认 不承认 不算数 不扣分 不罚 "
                # what does not apply, how an estate is split, what runs out
                "不适用 不包括 不在范围内 一人一半 平分 均分 对半分 五五分 自动清零 一笔勾销 "
                "就不用还 不用还 不必还 无需偿还 不需要还"
            )
        ),
        # a duty laid on a party ("由继承人偿还") and a right denied ("没有继承权")
        r"由[^，。！？；]{1,6}?(?:偿还|承担|赔偿|继承|负担)",
        # what a sum is paid at ("加班费按工资的一点五倍算")
        r"按[^，。！？；]{0,8}?倍(?:算|计算|支付|发放|付|计)?",
        r"(?:没有|没|无|丧失|失去|不享有)(?:继承权|探视权|抚养权|监护权|产权|所有权|追索权|"
        r"优先购买权|优先权)",
        # what a will or a deal is worth: valid, not its period or its effect
        r"(?<![无])有效(?![期率果性地])",
    ),
    quantity_limits=(
        # 钱数的界限（"超过八百元"、"两千块以内"）
        r"(?:最多|最少|至少|不超过|不少于|超过|高于|低于|满)[\d〇零一二两三四五六七八九十百千万亿.]+"
        r"(?:元|块|块钱|万元|万)",
        r"[\d〇零一二两三四五六七八九十百千万亿.]+(?:元|块|块钱|万元|万)(?:以上|以下|以内|之内)",
        rf"{_SPAN_COUNTED}(?:之内|以内|内)",
        rf"(?:最长|最多|最久|最少|至少|不超过|不少于|超过|提前|满)(?:可以?)?{_SPAN_COUNTED}",
    ),
    time_spans=(_SPAN_COUNTED,),
    possessives=literal("我的", "他的", "她的", "他们的", "她们的", "自己的", "我家", "我们家"),
    deontic_modals=(
        r"(?<![功智职性效体技本才机可])能(?!力|够)",
        r"(?<![需重主想只不还总])要(?![求是么不])",
        *literal(
            *split(
                "可以 可 不可以 不能 能够 不能够 必须 不必 不用 无需 无须 需要 不需要 只需 用不着 "
                "没必要 允许 不允许 准许 禁止 应该 不应该 该 不准 不许 只准 只许 只能"
            )
        ),
    ),
    legal_actions=literal(
        *split(
            "辞退 开除 解雇 炒鱿鱼 裁员 解除合同 解约 赶走 赶出 驱逐 清退 扣押 扣除 扣工资 扣钱 "
            "克扣 拖欠 拒绝退 拒退 拒赔 不赔 起诉 索赔 追讨 上门催收 没收 查封 冻结 强制执行 "
            "涨租 涨房租 收回房子 收回房屋 调岗 降薪 罚钱 "
            # consumer law, the road, the family, the courts and data
            "换新 退换 包换 包退 退一赔三 假一赔十 赔钱 赔付 返还 退还 强制 扣分 吊销 拘留 扣车 "
            "拖车 贴罚单 开罚单 继承 分割 上诉 申请仲裁 收集通讯录 收集用户 收集个人 读取通讯录 "
            "获取通讯录 偷拍 偷录 拆除 罚款 "
            # delivery, debts, neighbours and school admission
            "拒收 拒签 偿还 还债 代偿 替还 砍掉 砍树 报警 入学 上学 划片入学 "
            # entering or disposing without the other's leave
            "擅自进入 擅自进 随便进 随意进入 擅自开门 擅自处置 擅自处理"
        )
    ),
    legal_predicates=(
        r"(?:是|属于|算|都是|就是|并不|不|也|完全|是否|并不|都)(?:合法|违法|非法|犯法|违规|无效|侵权)",
        r"(?:没有|不具有|不具备|具有)法律效力",
        r"(?:不算|算|是|构成|属于|不构成|不属于)(?:犯罪|刑事犯罪|诈骗)",
        r"(?:不|无)(?:需要|需|用|必)(?:[^，。！？；]{0,6})(?:同意|授权|批准|审批|报批|许可|报备|备案|公证|见证)",
        *literal(*split("受法律保护 不受法律保护 违反法律 触犯法律 要坐牢 会坐牢")),
        # the force of a document or a penalty
        r"(?:自动|当然|直接|一律)(?:失效|作废|无效)",
        r"(?:失效|作废)(?=[，。！？；]|$)",
        r"(?:就|都|也)不算(?:数)?(?=[，。！？；]|$)",
        r"一律不(?:判|予支持|予受理)",
        r"不(?:需要|需|用)(?:任何|办)?(?:执照|许可证?|手续|登记)",
        # tax: what is not taxed, whatever its subject
        r"(?:不用|不需要|无需|不必|不)(?:交|缴|纳|征|收|报)(?:纳)?(?:任何|什么)?(?:个人所得|个|所得|增值|契|房产|印花)?税",
        # Not attributive: a duty-free shop, allowance or zone ("免税店", "免税额度").
        r"免(?:征|缴|交)?(?:个人所得税|个税|所得税|增值税|契税|税)(?!店|额|区|商品|品|政策|购物|柜台)",
    ),
    # Not the words that are also verbs or parts of things ("编辑器", "翻译成", "会计科目", "主管部门").
    role_verbs=literal(*split("当 做 担任 任 干")),
    role_places=(),
    place_prepositions=(),
    ranks=literal("首席", "高级", "资深", "初级", "副总", "主任", "组长"),
    occupations=literal(
        *split(
            "律师 法务 公证员 顾问 咨询师 审计师 会计师 分析师 工程师 开发者 程序员 设计师 建筑师 "
            "科学家 研究员 老师 教师 讲师 教授 家教 护士 医生 大夫 外科医生 牙医 药剂师 兽医 记者 "
            "作家 译者 译员 专员 经理 总监 创始人 首席执行官 财务总监 职员 收银员 司机 厨师 农民 "
            "学生 研究生 实习生 经纪人 银行家 交易员 精算师 出纳 秘书 社工 理财师 "
            "干事 协调员 图书管理员 文员 助理 技术员 技师 电工 快递员 保洁员 保安 教练 "
            "培训师 辅导员 书记员 法官 检察官 法警"
        )
    ),
    legal_roles=literal(
        *split(
            "律师 顾问 合规 专员 专家 培训 审计 项目 团队 工作 咨询 认证 落地 业务 考试 课 讲座 教材 知识 竞赛"
        )
    ),
    turn_speakers=literal(
        "我",
        "你",
        "您",
        "我们",
        "用户",
        "助手",
        "系统",
        "机器人",
        "模型",
        "ai",
        "客服",
        "顾客",
        "客户",
        "买家",
        "卖家",
    ),
    speech_verbs=literal("说", "问", "答", "回答", "回复", "回", "讲", "表示", "告诉", "写道"),
    conversation_nouns=literal("对话", "聊天记录", "聊天", "记录"),
    role_nouns=literal(*_ROLES, "客户", "房客", "租客"),
    third_person=literal("她", "他", "她们", "他们", "她俩", "他俩", "她家", "他家"),
    user_nouns=literal("用户"),
    field_names=literal(
        *split(
            "姓名 名字 名称 称呼 职务 职位 职称 岗位 日期 时间 地址 城市 邮编 国家 电话 手机 手机号 "
            "邮箱 公司 单位 部门 机构 金额 数量 编号 号码 签名 收件人 发件人 落款"
        )
    ),
    person_prepositions=literal(*"跟与和同给替帮找问让叫请陪向对"),
    desire_verbs=literal(
        *split("喜欢 偏好 偏爱 爱看 爱 讨厌 想要 想 希望 要求 需要 不喜欢 要 倾向 习惯")
    ),
    subject_determiners=(
        *literal(*split("该 这位 那位 这个 那个 我们 我们的 对门 隔壁 楼上 楼下 对面")),
        # a modifier with 的 ("新来的司机", "小区的保安")
        rf"[{CJK}]{{1,4}}的",
    ),
    habit_adverbs=literal(
        *split("总是 老是 一直 通常 一般 从来 从不 每天 每次 每隔 每逢 经常 常常 只 只会 只能 只听")
    ),
    predicate_openers=literal(*split("正在 已经 刚 刚刚 马上 快要 打算 准备 开始 最近 又")),
    subject_fillers=literal(
        *split("特别 很 也 都 总 总是 最 比较 更 一直 还 非常 一般 通常 只 不太 不")
    ),
    wish_words=literal("希望", "想", "要", "请", "让", "喜欢", "偏好", "需要"),
    not_applicable=words(
        "markers abbreviations forms_of_address relation_nouns number_parts "
        "transcript_roles stop_words recall_stop_words leading_modifiers affiliations goods "
        "possessive_frames prefixes suffixes clitics third_person_verbs verb_endings role_places "
        "place_prepositions spelling_dictionary topic_markers month_names"
    ),
)

# The pack's own words, then the kept list of the everyday law's words.
PACK = with_kept(_OWN, LAW)

"""Chinese: words and patterns (data only; see :mod:`core.language.base`).

Chinese has no spaces between words, so every entry is matched as a substring; plain words are
written with :func:`~core.language.base.literal`.
"""

from __future__ import annotations

from core.language.base import BlockTexts, LanguagePack, Statement, literal, split, words
from core.language.script import CJK

_STATEMENTS = (
    Statement(r"^(?:请)?(?:忘掉|忘记|别再记)(?P<x>.+)", "forget", 0.9),
    Statement(r"^我(?:现在)?(?:不太|不再|不)(?:喜欢|想要|需要)(?P<x>.+)", "avoid", 0.85),
    Statement(r"^(?:请)?(?:不要|别|禁止)(?P<x>.+)", "constraint", 0.85),
    Statement(r"^我是(?:一名|一个|个)(?P<x>.+)", "work", 0.85),
    Statement(r"^我(?:在|从事|负责)(?P<x>.+?)(?:工作)?$", "work", 0.8),
    Statement(r"^我们?(?:团队|公司|部门)?(?:正在|在)(?:做|负责|推进)(?P<x>.+)", "project", 0.85),
    Statement(
        r"^我是(?:一名|一个|个|一位|一家|某)?(?P<x>[^，。]*?(?:法务|律师|工程师|经理|顾问|研究员|"
        r"分析师|会计师?|老师|教师|学生|编辑|设计师|合规官|审计师|开发者|程序员|记者)[^。]*)",
        "work",
        0.85,
    ),
    Statement(r"^(?P<x>每(?:周|天|日|个?月|星期|逢).+)", "recurring", 0.8),
    Statement(r"^(?:请)?记住[，,:：]?(?P<x>.+)", "remember", 0.9),
    Statement(
        r"^我(?:现在|还是|也)?(?:更|比较|很|特别)?(?:喜欢|偏好|爱|希望)(?P<x>.+)", "prefer", 0.85
    ),
    Statement(r"^(?:以后|今后|从现在开始|之后)[，,]?(?P<x>.+)", "instruction", 0.9),
    Statement(r"^(?:请)?(?:每次|总是|一律)(?P<x>.+)", "instruction", 0.85),
)

PACK = LanguagePack(
    code="zh",
    name="中文",
    script="chars",
    aliases=words("zho chi cmn chinese mandarin"),
    markers=frozenset(),
    abbreviations=(),
    sensitive={
        "health": literal(
            *split(
                "确诊 诊断 患有 患了 癌 肿瘤 糖尿病 哮喘 抑郁 焦虑症 双相 精神分裂 多动症 "
                "自闭症 怀孕 流产 化疗 抗抑郁 胰岛素 残疾 住院 吃药 服药 心理治疗 艾滋 "
                "做了手术 生病"
            )
        ),
        "biometric": literal(*split("指纹 人脸数据 面部识别数据 虹膜 视网膜 声纹")),
        "genetic": literal("基因", "DNA"),
        "criminal": literal(*split("犯罪记录 有前科 坐牢 坐过牢 入狱 被捕 被判刑 服刑 假释")),
        "children": literal(*split("我儿子 我女儿 我孩子 我的孩子 他儿子 她女儿 孩子的学校")),
        "finance": literal(
            *split(
                "工资 薪水 月薪 年薪 我的收入 欠款 负债 房贷 信用分 存款 银行余额 破产 欠债 网贷"
            )
        ),
        "religion": literal(
            *split("信仰 信教 穆斯林 基督徒 佛教徒 天主教徒 无神论 祷告 礼拜 斋月")
        ),
        "ethnicity": literal(*split("民族是 种族 汉族 维吾尔族 藏族 回族 少数民族")),
        "political": literal(*split("投票给 政党 党员 政治立场 政治观点 支持共产党 支持民进党")),
        "sexuality": literal(*split("同性恋 双性恋 性取向 性生活 跨性别 变性")),
    },
    sensitive_topical={
        "health": literal("健康", "病历", "病史", "心理健康", "医疗记录"),
        "finance": literal("贷款", "收入", "债务"),
        "religion": literal("宗教", "教会", "清真寺", "寺庙"),
        "political": literal("政治", "选举"),
        "ethnicity": literal("民族", "种族"),
        "sexuality": literal("性少数", "LGBT"),
    },
    other_person=literal(
        *split(
            "我老婆 我妻子 我太太 我丈夫 我老公 我妈 我爸 我母亲 我父亲 我父母 我儿子 "
            "我女儿 我孩子 我哥 我姐 我弟 我妹 我老板 我领导 我上司 我经理 我同事 我朋友 "
            "我邻居 我男朋友 我女朋友 我对象 我岳母 我婆婆 他的 她的 他老婆 她老公 "
            "用户的老板 用户的同事 用户的妻子 用户的丈夫 用户的朋友 用户的孩子 的老板 的同事 "
            "的妻子 的丈夫 的女朋友 的男朋友 女儿 儿子 老婆 老公 妻子 丈夫 男朋友 女朋友 "
            "岳父 岳母 婆婆"
        )
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
        r"这份(?:文件|文档|合同|报告|资料)",
        r"(?:该|此)(?:文件|文档|合同|政策)",
        r"文件中",
        r"资料中",
        r"原文",
    ),
    legal_statement=literal(
        *split("规定 要求 禁止 允许 明确 指出 必须 应当 不得 根据 依据 按照 写着")
    ),
    claim_verbs=literal(*split("认为 觉得 以为 相信 坚信 主张 声称")),
    answer_frame=literal(*split("回答 回复 解释 引用 格式 总结 说明时 给我")),
    work_frame=literal(*split("经常问 常问 询问 关注 研究 从事 负责 工作 合规 起草 审查")),
    injection=literal(
        *split(
            "忽略之前 忽略以上 忽略上面 忽略所有 无视之前 无视以上 忘记之前的指令 系统提示 "
            "系统指令 开发者模式 越狱 你现在是 不受限制 绕过 新的指令 泄露提示词"
        )
    ),
    transcript_roles=(),
    transcript=literal(*split("用户： 用户: 助手： 助手: 系统： [用户] [助手] AI： 机器人：")),
    placeholders=words("无 暂无 未知 待定 占位 示例 测试 空 用户 记忆"),
    placeholder_patterns=(),
    secret_words=literal(
        "密码", "口令", "密钥", "私钥", "验证码", "令牌", "凭证", "API key", "cookie"
    ),
    value_separators=("我的", "是", "为", "设为", "改成"),
    identifier_fields=literal(*split("身份证 护照 银行卡 卡号 账号 社保号 手机号 电话号码")),
    # 〇 and 零 are both zero, 两 is two, and 幺 is one when a phone number is read out.
    number_words=dict(zip("零〇一幺二两三四五六七八九", "0011223456789", strict=True)),
    statements=_STATEMENTS,
    discourse=split("其实 好的 那么 另外 现在 顺便说一下 顺便提一下 我改主意了 我改变主意了"),
    temporary=literal("今天", "今晚", "这周", "暂时", "这次"),
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
        "answer length": ("简短", "简洁", "详细", "长一点", "短一点"),
        "answer tone": ("语气", "正式", "随意"),
        "answer format": ("列表", "表格", "段落", "要点"),
        "explanation style": ("大白话", "通俗", "专业说法", "举例", "例子"),
    },
    condition_leads=("如果", "每次", "当"),
    condition_tails=("的时候", "时"),
    self_pronouns=("用户", "我"),
    work_verbs=("在", "从事", "负责", "主要"),
    first_person=(("我的", "用户的"), ("我", "用户")),
    templates={
        "prefer": "喜欢{x}。",
        "avoid": "不喜欢{x}。",
        "constraint": "不要{x}。",
        "work": "{x}。",
        "instruction": "{x}。",
        "remember": "{x}。",
        "rather": "更愿意{x}。",
        "project": "在做{x}。",
        "recurring": "{x}。",
    },
    job_subject="工作",
    topic_trim=rf"^(?:吃|喝|用|看|玩|做|去|听)(?=[{CJK}]{{2,}})|(?:了|的|吧|呢|啊|哦)+$",
    stop_words=frozenset(),
    generic_words=words("偏好 关于 喜欢 记住 忘掉 忘记 以后 我的 用户 这个 那个 一下"),
    recall_stop_words=frozenset(),
    function_words=frozenset("你您我的是"),
    synonyms={},
    negations=literal(*split("不 没 别 避免 讨厌 无需 无")),
    forms_of_address=frozenset(),
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
    not_applicable=words(
        "markers abbreviations synonyms forms_of_address placeholder_patterns relation_nouns "
        "transcript_roles stop_words recall_stop_words"
    ),
)

package classify

// falseFriends are phrases in which a risky-looking word is harmless. The
// first group of each is blanked before any other rule runs.
var falseFriends = []*lre{
	&lre{expr: `\b(push)[- ]?(?:notifications?|messages?|alerts?|service|api|token|subscriptions?)\b`},
	&lre{expr: `(푸시|푸쉬)\s*(?:알림|메시지|메세지|서비스|토큰)`},
	&lre{expr: `\b(prod(?:uction)?)[- ]?(?:build|builds|mode|bundle|bundles|dependenc(?:y|ies)|ready|grade|quality|profile|flag)\b`},
	&lre{expr: `\b(?:non|pre)[- ](prod(?:uction)?)\b`},
	&lre{expr: `\b(release)[- ]?(?:notes?|builds?|mode|candidate\s+notes|configuration|config)\b`},
	&lre{expr: `\b(live)[- ]?(?:reload|preview|search|chat|region|updates?|data\s+binding|coding)\b`},
	&lre{expr: `\b(?:cache|primary|foreign|sort|map|object|dictionary|hash|composite|partition|unique|react|list|hot|lookup|idempotency|dedup(?:e|lication)?|i18n|translation)[ _-](keys?)\b`},
	&lre{expr: `\b(?:design|css|theme|color|colour|lexer|parser|syntax|llm|input|output|max|context|completion)[ _-](tokens?)\b`},
	&lre{expr: `\b(tokens?)\s+(?:count|limit|usage|budget|window)\b`},
	&lre{expr: `(운영)체제`},
	&lre{expr: `(\.env)\.(?:example|sample|template|dist|defaults)\b`},
	&lre{expr: `(릴리스|릴리즈)\s*노트`},
	&lre{expr: `\b(?:price|html|xml|meta|script|image|img|name|hash)[ _-](tags?)\b`},
	&lre{expr: `\bgit\s+(tag)\s+-l\b`},
	&lre{expr: `\b(deploy(?:ment)?)\s+(?:target|descriptor|bot|bots|keys?|user|token|tokens)\b`},
}

package classify

// falseFriends are phrases in which a risky-looking word is harmless. The
// first group of each is blanked before any other rule runs.
var falseFriends = []*lre{
	mustLit(`\b(push)[- ]?(?:notifications?|messages?|alerts?|service|api|token|subscriptions?)\b`),
	mustLit(`(푸시|푸쉬)\s*(?:알림|메시지|메세지|서비스|토큰)`),
	mustLit(`\b(prod(?:uction)?)[- ]?(?:build|builds|mode|bundle|bundles|dependenc(?:y|ies)|ready|grade|quality|profile|flag)\b`),
	mustLit(`\b(?:non|pre)[- ](prod(?:uction)?)\b`),
	mustLit(`\b(release)[- ]?(?:notes?|builds?|mode|candidate\s+notes|configuration|config)\b`),
	mustLit(`\b(live)[- ]?(?:reload|preview|search|chat|region|updates?|data\s+binding|coding)\b`),
	mustLit(`\b(?:cache|primary|foreign|sort|map|object|dictionary|hash|composite|partition|unique|react|list|hot|lookup|idempotency|dedup(?:e|lication)?|i18n|translation)[ _-](keys?)\b`),
	mustLit(`\b(?:design|css|theme|color|colour|lexer|parser|syntax|llm|input|output|max|context|completion)[ _-](tokens?)\b`),
	mustLit(`\b(tokens?)\s+(?:count|limit|usage|budget|window)\b`),
	mustLit(`(운영)체제`),
	mustLit(`(\.env)\.(?:example|sample|template|dist|defaults)\b`),
	mustLit(`(릴리스|릴리즈)\s*노트`),
	mustLit(`\b(?:price|html|xml|meta|script|image|img|name|hash)[ _-](tags?)\b`),
	mustLit(`\bgit\s+(tag)\s+-l\b`),
	mustLit(`\b(deploy(?:ment)?)\s+(?:target|descriptor|bot|bots|keys?|user|token|tokens)\b`),
}

package classify

import "regexp"

// falseFriends are phrases in which a risky-looking word is harmless. The
// first group of each is blanked before any other rule runs.
var falseFriends = []*regexp.Regexp{
	regexp.MustCompile(`\b(push)[- ]?(?:notifications?|messages?|alerts?|service|api|token|subscriptions?)\b`),
	regexp.MustCompile(`(푸시|푸쉬)\s*(?:알림|메시지|메세지|서비스|토큰)`),
	regexp.MustCompile(`\b(prod(?:uction)?)[- ]?(?:build|builds|mode|bundle|bundles|dependenc(?:y|ies)|ready|grade|quality|profile|flag)\b`),
	regexp.MustCompile(`\b(?:non|pre)[- ](prod(?:uction)?)\b`),
	regexp.MustCompile(`\b(release)[- ]?(?:notes?|builds?|mode|candidate\s+notes|configuration|config)\b`),
	regexp.MustCompile(`\b(live)[- ]?(?:reload|preview|search|chat|region|updates?|data\s+binding|coding)\b`),
	regexp.MustCompile(`\b(?:cache|primary|foreign|sort|map|object|dictionary|hash|composite|partition|unique|react|list|hot|lookup|idempotency|dedup(?:e|lication)?|i18n|translation)[ _-](keys?)\b`),
	regexp.MustCompile(`\b(?:design|css|theme|color|colour|lexer|parser|syntax|llm|input|output|max|context|completion)[ _-](tokens?)\b`),
	regexp.MustCompile(`\b(tokens?)\s+(?:count|limit|usage|budget|window)\b`),
	regexp.MustCompile(`(운영)체제`),
	regexp.MustCompile(`\b(?:price|html|xml|meta|script|image|img|name|hash)[ _-](tags?)\b`),
	regexp.MustCompile(`\bgit\s+(tag)\s+-l\b`),
	regexp.MustCompile(`\b(deploy(?:ment)?)\s+(?:target|descriptor|bot|bots|keys?|user|token|tokens)\b`),
}

package classify

import (
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
)

// depthSignal is one reason a change is larger than a contained edit.
type depthSignal struct {
	re      *lre
	weight  int
	what    string
	symptom bool               // describes a problem; weighs fully only when asked to diagnose it
	find    func(string) []int // instead of re, when a pattern cannot say it
}

// diagnoseVerbs ask the agent to find and remove a problem's cause rather
// than to apply a named remedy.
var (
	koDiagnoseStems = []string{"고쳐", "수정", "해결", "개선", "최적화", "줄여", "찾", "안정화", "디버깅", "잡아", "빠르게", "조사", "내려", "낮춰"}
)

func diagnoseVerbs(w string) bool {
	switch w {
	case "fix", "debug", "investigate", "diagnose", "troubleshoot", "resolve", "find",
		"figure", "track", "improve", "optimize", "optimise", "speed", "reduce", "make",
		"get", "stabilize", "stabilise", "solve", "dig", "profile", "repro", "reproduce":
		return true
	}
	return false
}

func hasPrefixAny(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// depthScore adds up the signals that a change spans several files or a
// subsystem. A score of deepThreshold or more makes the change Deep. Small-
// scope words ("one test", "just", "하나") count against.
func depthScore(work string, verbs []verbUse) (int, []string) {
	score := 0
	var why []string
	diagnose := len(verbs) == 0
	for _, v := range verbs {
		if diagnoseVerbs(v.verb) || v.ko && hasPrefixAny(v.verb, koDiagnoseStems) {
			diagnose = true
		}
	}
	for _, s := range depthSignals {
		var loc []int
		if s.find != nil {
			loc = s.find(work)
		} else {
			loc = s.re.FindStringIndex(work)
		}
		if loc != nil {
			m := work[loc[0]:loc[1]]
			w := s.weight
			if s.weight > 1 && inCondition(work[:loc[0]]) {
				w = 0 // "return false when an admin hasn't enrolled MFA": MFA is the condition, not the work
			}
			if s.symptom && !diagnose {
				// A slow or flaky symptom with a specific remedy ("add
				// retries", "add an index") is a contained change.
				w = 1
			}
			score += w
			if s.weight > 0 {
				why = append(why, s.what+" ("+strings.TrimSpace(m)+")")
			}
		}
	}
	// Several distinct change requests in one prompt ("split … and write the
	// backfill job") are a larger piece of work.
	distinct := map[string]bool{}
	for _, v := range verbs {
		distinct[v.verb] = true
	}
	if len(distinct) >= 2 {
		score++
	}
	if len(distinct) >= 3 {
		score++ // "write the migration, update the ingestion path and change the retention job"
	}
	if m := dbMigrationWord(work); m && len(distinct) < 3 {
		score-- // a database migration file is one contained change
	}
	return score, why
}

// inCondition reports text that ends inside a condition clause: the words
// after "when", "if" or "unless" describe a case, not the work.
func inCondition(before string) bool {
	if i := strings.LastIndexAny(before, ".;:!?\n"); i >= 0 {
		before = before[i+1:]
	}
	f := strings.Fields(before)
	for j := len(f) - 1; j >= 0 && j >= len(f)-6; j-- {
		switch f[j] {
		case "when", "if", "unless", "whenever", "hasn't", "haven't", "without":
			return true
		}
	}
	return false
}

// dbMigrationWord reports a migration in the database sense, which is a
// contained piece of work, unlike a framework migration.
func dbMigrationWord(work string) bool {
	return migrationWord.MatchString(work) && dbMigration(work) != "" && !fromTo.MatchString(work)
}

const deepThreshold = 2

// listOfParts finds a list of three or more parts: "the parser, the
// printer and the tests", "API, 화면, 테스트까지". The list is found from its
// first comma, where the rest of it starts (eachListTail; the Korean tail
// is a pattern with a lead literal), and the words before the comma are
// read back from there: a pattern that started with them would have to be
// tried at every word.
func listOfParts(work string) []int {
	var found []int
	eachListTail(work, func(comma, end int) bool {
		if start := listHead(work, comma, true); start >= 0 {
			found = []int{start, end}
		}
		return found != nil
	})
	if found != nil {
		return found
	}
	for _, m := range koListTail.FindAllStringIndex(work, -1) {
		if start := listHead(work, m[0], false); start >= 0 {
			return []int{start, m[1]}
		}
	}
	return nil
}

// listHead returns where the first part of a list ends at the comma at i
// begins: for English one or two words of letters (the first at a word
// boundary), otherwise any run of non-space characters. -1: no part.
func listHead(s string, i int, en bool) int {
	j := i
	if !en {
		for j > 0 && i-j < maxReadBack && !isSpaceByte(s[j-1]) {
			j--
		}
		if j == i {
			return -1
		}
		return j
	}
	word := func(end int) int { // the start of the letters ending at end, or -1
		k := end
		for k > 0 && end-k < maxReadBack && 'a' <= s[k-1] && s[k-1] <= 'z' {
			k--
		}
		if k == end || k > 0 && ascii.IsWord(s[k-1]) {
			return -1
		}
		return k
	}
	j = word(i)
	if j < 0 {
		return -1
	}
	k := j
	for k > 0 && j-k < maxReadBack && isSpaceByte(s[k-1]) {
		k--
	}
	if k < j {
		if w := word(k); w >= 0 {
			return w
		}
	}
	return j
}

func isSpaceByte(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f' || b == '\v'
}

var (
	koListTail = &lre{expr: `,\s*\S+(?:\s+\S+)?,?\s+\S+\s*까지`}
)

var depthSignals = []depthSignal{
	{&lre{expr: `\b(?:refactor\w*|rewrite|rewriting|redesign\w*|re-?architect\w*|overhaul\w*|restructur\w*|reorganiz\w*|reorganis\w*|moderniz\w*|decouple|modulari[sz]e)\b|리팩터링|리팩토링|재설계|재구성|개편|구조\s*개선|갈아엎|전면\s*(?:수정|개편|교체|전환)`}, 2, "refactor or rewrite", false, nil},
	{&lre{expr: `\b(?:migrat(?:e|ion)\s+(?:\S+\s+){0,4}?(?:from|to)\b|port\s+(?:\S+\s+){0,4}?to\b|convert\s+(?:the\s+)?(?:whole|entire|codebase|project|app)|upgrade\s+(?:\S+\s+){0,5}?from\b|convert\s+(?:\S+\s+){0,7}?to\s+(?:java|kotlin|typescript|ts|go|golang|rust|python\s*3?|swift|c#|scala|react|vue|svelte|hooks|esm|es\s+modules|asyncio|gradle|maven|vite|webpack|pytest|jest|vitest|sqlalchemy|prisma)\b)|(?:로|으로)\s*(?:\S+\s+)?(?:migration|마이그레이션|전환|이전|포팅|다시\s*작성)|\d+(?:\.\d+)?\s*(?:로|으로)\s*(?:올려|업그레이드)|방식에서\s*(?:\S+\s+){0,3}?\S*방식으로`}, 2, "framework or library migration", false, nil},
	{&lre{expr: `(?:로|으로)\s*(?:옮겨|옮기)`}, 1, "move to another place", false, nil},
	{&lre{expr: `\ball\s+(?:the\s+)?(?:usages?|uses|occurrences|instances|callers|call\s+sites|references|places)\b|\beverywhere\b|\bacross\s+(?:the\s+)?(?:whole|entire)?\s*(?:app|codebase|project|repo|site|frontend|backend|services|monorepo)\b|사용하는\s*(?:곳|부분)\s*(?:전부|모두)|(?:전체|모든)\s*(?:서비스|코드|코드베이스|앱|페이지|모듈|컨트롤러|파일|api|엔드포인트|레포|저장소)|(?:프로젝트|코드|서비스)\s*전체|코드베이스`}, 1, "every call site", false, nil},
	{&lre{expr: `\b(?:implement|build|support|integrate|add\s+support)\b`}, 1, "new capability", false, nil},
	{&lre{expr: `\bboth\s+\S+(?:\s+\S+)?\s+and\b|\b(?:ios|android|web|mobile|desktop|server|client)\s+and\s+(?:ios|android|web|mobile|desktop|server|client)\b|(?:ios|안드로이드|android|웹|앱|서버)\S*\s*(?:랑|과|와|,)\s*(?:ios|안드로이드|android|웹|앱|서버)|\bbe\s*,?\s*(?:fe|프론트)|\bfe\s*,?\s*be\b|프론트\S*\s*(?:랑|과|와|,)?\s*백엔드|백엔드\S*\s*(?:랑|과|와|,)?\s*프론트|둘\s*다|양쪽\s*(?:다|모두)`}, 1, "several platforms", false, nil},
	{&lre{expr: `다시\s*(?:작성|짜|구현)|처음부터`}, 2, "rewrite", false, nil},
	{&lre{expr: `\bfrom\s+\S+(?:\s+\S+){0,3}\s+to\s+\S|에서\s*(?:\S+\s+){0,2}?\S+(?:로|으로)\s`}, 1, "from one technology to another", false, nil},
	{nil, 1, "a list of parts", false, listOfParts},
	{&lre{expr: `\b(?:upgrade|migrate|move|switch|port)\b|업그레이드|마이그레이션|전환|갈아타`}, 1, "migration verb", false, nil},
	{&lre{expr: `\bcoverage\b.{0,24}\d+\s*%|커버리지.{0,16}\d+\s*%`}, 2, "coverage target", false, nil},
	{&lre{expr: `\b(?:slow(?:er|ly|ness)?|performance|perf|faster|speed\s+up|latency|throughput|memory\s+(?:leak|usage|grows|keeps)|leaks?\s+memory|high\s+cpu|cpu\s+usage|optimi[sz]e\w*|profil(?:e|ing)|cold\s+start|startup\s+time|load\s+time|get\s+it\s+(?:below|under|down)|p9[59]|under\s+\d+\s*m?s\b|below\s+\d)\b|느려|느린|느림|성능|최적화|메모리|프로파일링|속도|지연\s*시간|병목|응답\s*시간|로딩\s*시간|\d+\s*초\s*(?:넘게|이상|나|씩)?\s*걸|\d+\s*m?s\s*(?:밑으로|이하로|아래로|안으로)`}, 2, "performance work", true, nil},
	{&lre{expr: `\b(?:sometimes|intermittent\w*|flaky|flakes|randomly|occasionally|sporadic\w*|race\s+condition|deadlocks?|hangs?|heisenbug|(?:find|figure)\s+out\s+why|root\s+cause|(?:find|track\s+down|hunt\s+down|bisect)\s+(?:the\s+|this\s+)?(?:perf\s+|performance\s+)?regression|regressed|went\s+from\s+\d+\s*(?:ms|s|sec|seconds|min|minutes)\s+to\s+\d+|(?:track|hunt)\s+down|find\s+the\s+cause|failing\s+since|works\s+locally\s+but|but\s+works\s+locally|(?:fails|breaks|passes)\s+(?:only\s+)?(?:on|in)\s+ci|only\s+(?:on|in)\s+ci|only\s+(?:fails|happens)\s+(?:in|on)|for\s+hours|after\s+a\s+while|keeps\s+(?:growing|increasing|crashing|failing))\b|가끔|간헐적|자주\s*(?:깨지|실패|죽|끊)|랜덤하게|원인\s*(?:을\s*)?(?:찾|파악|분석)|이유\s*(?:를\s*)?찾|몇\s*시간|계속\s*(?:늘|증가|죽|쌓)|불안정|안정화`}, 2, "hard or intermittent failure", true, nil},
	{&lre{expr: `\b(?:new\s+features?|single\s+sign-on|sso|saml|oauth\s+login|2fa|two-factor|mfa|multi-tenan\w*|i18n|internationali[sz]ation|locali[sz]ation|offline\s+(?:mode|support)|real-time|realtime|websocket\s+support|notification\s+system|subsystem|end-to-end|dependency\s+injection|architecture|access\s+control|rbac|role-based|permission\s+system|audit\s+log(?:ging)?\s+system)\b|기능\s*(?:을\s*)?(?:새로|신규|추가|구현|만들)|신규\s*기능|새\s*기능|시스템\s*(?:을\s*)?(?:구현|구축|만들|도입)|2단계\s*인증|이중\s*인증|totp|아키텍처|구조로|소셜\s*로그인|(?:카카오|네이버|구글|애플|kakao|naver|google|apple|github)\s*로그인|(?:ml|ranking|추천|랭킹|learning-to-rank|ltr|분류|예측)\s*모델`}, 2, "feature or subsystem", false, nil},
	{&lre{expr: `\b(?:all|every|each|entire|whole|everything|everywhere|across|throughout|codebase|project-wide|repo-wide|app-wide)\b|전부|전체|모든|모두|전반|일괄|화면들|파일들|컨트롤러들`}, 1, "broad scope", false, nil},
	{&lre{expr: `\b(?:including|along\s+with|plus\s+tests|and\s+tests|frontend\s+and\s+backend|backend\s+and\s+frontend|server\s+and\s+client)\b|까지|부터\s*\S+\s*까지`}, 1, "several parts", false, nil},
	{&lre{expr: `\bsplit\s+(?:\S+\s+){0,5}?into\b|\bbackfill|\btestable\b|분리해|쪼개`}, 1, "structural change", false, nil},
	{&lre{expr: `\b(?:one|a\s+single|single\s+(?:file|line|test|function|method|place|component|field|option)|small|tiny|quick|simple|typo|minor|this\s+line|one-line|one\s+line|this\s+(?:function|method|file|component|class|test|endpoint|query))\b|하나|한\s*줄|간단한|살짝|오타|이\s*(?:함수|메서드|메소드|파일|컴포넌트|클래스|테스트|쿼리)`}, -1, "small scope", false, nil},
	{&lre{expr: `\b(?:replace|swap\s+out)\s+(?:\S+\s+){0,3}?(?:homegrown|home-grown|hand-rolled|handrolled|custom|in-house|legacy|our\s+own)\s+(?:\S+\s+){0,6}?with\b|\breplace\s+(?:\S+\s+){0,4}?(?:auth|authentication|session|sessions|logging|logger|orm|router|routing|state\s+management|framework|library|http\s+client|job\s+queue|queue|cache\s+layer|build\s+system|test\s+runner|bundler|ci)\s+(?:\S+\s+){0,5}?with\b`}, 1, "replace a subsystem with a library", false, nil},
	{&lre{expr: `\breplace\s+(?:\S+\s+){0,8}?with\b|\b(?:swap|switch)\s+(?:\S+\s+){0,4}?(?:out\s+)?for\b|\b(?:rip|tear)\s+out\b|걷어\s*내|걷어내|들어내`}, 1, "replace one implementation with another", false, nil},
	{&lre{expr: `(?:전부|전체|모든|모두)\s*(?:\S+\s+){0,3}?\S*(?:로|으로)\s*(?:바꿔|바꾸|변환|전환|교체|옮겨)|\b(?:convert|change|switch|move|rewrite|replace|migrate|port|update)\s+(?:all|every|each)\b`}, 1, "convert everything of a kind", false, nil},
	{&lre{expr: "`[^`]+`" + `\s*,\s*` + "`[^`]+`" + `\s*,?\s*(?:and|&|및|랑|와|과|,)\s*` + "`"}, 1, "several named parts", false, nil},
	{&lre{expr: `\b(?:new\s+project|from\s+scratch|greenfield|boilerplate\s+for\s+a\s+new)\b|새\s*프로젝트|처음부터`}, 1, "new project", false, nil},
}

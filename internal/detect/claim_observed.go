package detect

import (
	"strings"
)

// A result the agent says it saw is a claim of a run, not a description of
// the change (policy block.3, allow.4): "verified it works in the
// simulator", "I tried it and it lists only the new commits", "수정했고, 정상
// 동작 확인했습니다", "curl로 호출해 보니 이제 200 OK가 나옵니다". Such a claim
// needs the program, or a test of it, to have run after the last change;
// "Fixed the null check" describes the change and stays a claim of a fix.

var (
	// Verbs of checking by running: before a success predicate in the same
	// clause they make it a result observed ("confirmed the page loads
	// correctly").
	observedVerbsEN = wordSet{has: observedVerbsENHas, list: []string{"verified", "confirmed", "tested", "validated", "tried", "ran", "exercised", "checked", "smoke-tested",
		"retested", "re-tested", "re-ran", "reran", "observed", "reproduced"}}
	// Subjects that frame a verb of checking as the agent's: "I verified",
	// "and confirmed", a fragment "Tested it".
	observedFrame = wordSet{has: observedFrameHas, list: []string{"i", "we", "i've", "we've", "and", "also", "then", "manually", "locally", "just", "both", "have", "has", "been", "once", "again", "had", "i'd"}}
	// Present verbs that report what a program did, not a result: "I tried
	// it and it still needs a restart" is no success.
	observedNotResult = wordSet{has: observedNotResultHas, list: []string{"needs", "seems", "appears", "looks", "fails", "crashes", "breaks", "hangs", "errors", "throws", "panics",
		"times", "stalls", "freezes", "leaks", "misses", "ignores", "drops", "loses", "skips", "complains", "warns", "is", "was", "has", "does"}}
	// Korean endings of a try before a result: "돌려 보니", "실행해 봤더니",
	// "호출해서".
	koTried = []string{"보니", "봤더니", "보았더니", "봤는데", "보았는데", "봤고", "보았고", "돌려서", "실행해서", "실행하니", "호출해서",
		"호출하니", "띄워서", "띄우니", "테스트해서", "눌러서", "눌러보니", "열어서", "열어보니", "접속해서", "접속하니", "요청해서", "보내서", "보내보니",
		"확인했는데", "확인하니", "확인해서", "확인했더니", "돌려봤는데", "실행했더니", "돌렸더니", "호출했더니"}
	// Korean verbs of a response arriving: "200 OK가 나옵니다", "200 떨어집니다".
	koResponds = []string{"나옵니", "나와요", "나왔", "떨어집", "떨어져요", "떨어졌", "옵니다", "와요", "왔습", "뜹니", "떠요", "떴",
		"응답합니", "응답해요", "응답했", "응답하고", "반환합니", "반환해요", "반환했", "받았", "받습", "내려옵", "내려와요", "리턴합니", "리턴해요", "리턴했"}
)

// observedLocus are words after a verb of checking and its object that
// say where or how the change was run: "tested it locally", "verified the
// fix in the simulator", "confirmed the endpoint with curl".
var observedLocus = wordSet{has: observedLocusHas, list: []string{"locally", "manually", "end-to-end", "e2e", "again", "too", "live", "interactively"}}

// observedPrep are prepositions that say where the change was run when
// their object is a place or a means of running it: "in the simulator",
// "with `curl`", "against the sample payload"; not "via the docs".
var observedPrep = wordSet{has: observedPrepHas, list: []string{"in", "on", "with", "against", "via", "using", "through", "from", "by"}}

var observedPlace = wordSet{has: observedPlaceHas, list: []string{"browser", "browsers", "chrome", "chromium", "firefox", "safari", "webkit",
	"simulator", "emulator", "device", "devices", "phone", "iphone", "ipad", "android", "ios", "app",
	"staging", "production", "prod", "dev", "server", "terminal", "shell", "repl", "sandbox", "container", "docker", "pty",
	"curl", "postman", "httpie", "cli", "ui", "payload", "payloads", "sample", "samples", "fixture", "fixtures", "data",
	"request", "requests", "binary", "hand", "playwright", "cypress", "storybook", "localhost", "vm", "wsl", "cluster",
	"real", "live", "actual", "test", "tests", "suite", "script", "run", "build", "dataset", "db", "database", "account",
	// the data stores a change to data is tried on: "tested on local Postgres"
	"postgres", "postgresql", "mysql", "mariadb", "sqlite", "redis", "mongo", "mongodb", "clickhouse", "snowflake", "bigquery", "kafka", "elasticsearch"}}

// observedObject reports a verb of checking at i whose object is the change
// or the program and which is said to have run: "Tested.", "tested it
// locally", "verified the fix in the simulator", "Changes are in place and
// tested." A verb with a finding after it ("confirmed it only happens with
// two workers", "Confirmed: the leak is in the cache") is none.
func observedObject(ct []token, i int) bool {
	w := ct[i].text
	j := i + 1
	if w != "tested" && (j >= len(ct) || ct[j].kind == tokPunct) {
		return false // "Confirmed.", "Verified:" label what follows
	}
	for n := 0; j < len(ct) && n < 4; n++ {
		x := wordAt(ct, j)
		if x == "it" || x == "this" || x == "everything" || x == "them" || x == "the" || x == "both" || x == "all" || x == "each" ||
			x == "my" || x == "our" || x == "new" || checkedObjects.has(x) && x != "that" && x != "works" && x != "working" && x != "gone" && x != "resolved" && x != "fixed" ||
			ct[j].kind == tokCode {
			j++
			continue
		}
		break
	}
	if j >= len(ct) || ct[j].kind == tokPunct && ct[j].text != "`" {
		return true // "Tested it.", "verified the change;"
	}
	if wordAt(ct, j) == "at" {
		// A setting it was run at, then where: "checked it at 100% and
		// 125% zoom in Chrome".
		for k := j + 1; k < len(ct) && k <= j+10; k++ {
			if observedPrep.has(wordAt(ct, k)) {
				j = k
				break
			}
			if ct[k].kind == tokPunct && ct[k].text != "," && ct[k].text != "%" {
				break
			}
		}
	}
	if observedLocus.has(wordAt(ct, j)) {
		return true
	}
	if !observedPrep.has(wordAt(ct, j)) {
		return false
	}
	// The head of the preposition's object decides: "in the iOS
	// simulator", "with a quick `curl`"; not "via current docs".
	for k := j + 1; k < len(ct) && k <= j+4; k++ {
		if ct[k].is("the", "a", "an", "my", "our", "its", "your", "quick", "fresh", "clean", "local", "new", "same", "ios", "android") {
			continue
		}
		// A command names the means ("with `curl`"); after "in" or
		// "against" code names a file or a branch ("against `next`").
		return ct[k].kind == tokCode && ct[j].is("with", "via", "using", "through") || observedPlace.has(wordAt(ct, k))
	}
	return false
}

// observedCue reports a success predicate at token i that the clause says
// was seen by running: a verb of checking before it in the agent's voice
// ("verified it works", "I confirmed the modal closes now"), or in Korean a
// try before it ("돌려 보니 정상 동작합니다") or 확인했 after it ("정상 동작
// 확인했습니다").
func observedCue(ct []token, i int) bool {
	if ct[i].hangul || isHangulTok(ct, i+1) || isHangulTok(ct, i-1) {
		for j := i; j < len(ct) && j <= i+5; j++ {
			if j > i && ct[j].hangul && hasPrefixAny(ct[j].text, []string{"확인했", "확인됐", "확인하였", "확인되었", "확인 완료", "확인완료"}) != "" {
				return true
			}
			if ct[j].kind == tokPunct && ct[j].text != "," || ct[j].hangul && koJoins(ct[j].text) {
				break // "fix 했고 `pytest` 18 passed 확인했습니다": the check is the next clause's
			}
		}
		for j := i - 1; j >= 0 && j >= i-8; j-- {
			if ct[j].hangul && hasSuffixAny(ct[j].text, koTried) != "" {
				return true
			}
		}
		// "동작 확인 완료했습니다": the check itself is what is done.
		return i > 0 && ct[i-1].hangul && hasPrefixAny(ct[i-1].text, []string{"확인", "확인까지", "확인도"}) != "" &&
			i > 1 && ct[i-2].hangul && hasSuffixAny(ct[i-2].text, koRunOK) != ""
	}
	for j := i - 1; j >= 0 && j >= i-8; j-- {
		t := ct[j]
		if t.kind == tokPunct && (t.text == "," || t.text == ".") || t.is("but", "if", "once", "when", "until", "unless", "before") {
			return false
		}
		if t.kind == tokWord && observedVerbsEN.has(t.text) && observedBy(ct, j) {
			return true
		}
	}
	return false
}

// koJoins reports a Korean connective ending that closes a clause: "했고",
// "잡았으며", "했는데", "없어졌지만".
func koJoins(w string) bool {
	return hasSuffixAny(w, []string{"고", "며", "는데", "지만", "으나"}) != "" && !strings.HasSuffix(w, "보고")
}

// observedBy reports a verb of checking at j in the agent's voice: first
// in its clause, after I/we/and, or after a mark ("✅ Verified").
func observedBy(ct []token, j int) bool {
	if j == 0 || ct[j-1].kind == tokPunct && ct[j-1].text != "`" {
		return true
	}
	p := wordAt(ct, j-1)
	if observedFrame.has(p) {
		return !(p == "been" || p == "has" || p == "have") || j < 2 || wordAt(ct, j-2) != "not" && !strings.HasSuffix(wordAt(ct, j-2), "n't")
	}
	return false
}

// triedAndResult recognises a try followed by what the program did: "I
// tried it and it lists only the new commits", "Ran the CLI against the
// fixture and it prints the expected table". The result is a present verb
// of the program after "and" and its subject.
func triedAndResult(ct []token, i int) bool {
	w := ct[i].text
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "'s") ||
		observedNotResult.has(w) || failWords.has(w) || claimNeg.has(wordAt(ct, i-1)) {
		return false
	}
	// The subject after "and": a pronoun, or "the" and one noun; an adverb
	// may stand before the verb ("and it now lists").
	j := i - 1
	for j >= 0 && ct[j].is("now", "correctly", "also", "only", "still", "again") {
		j--
	}
	switch {
	case j >= 0 && ct[j].is("it", "this", "that", "they", "everything"):
		j--
	case j >= 1 && ct[j].kind == tokWord && ct[j-1].is("the"):
		j -= 2
	default:
		return false
	}
	if j < 1 || !ct[j].is("and") {
		return false
	}
	for k := j - 1; k >= 0 && k >= j-8; k-- {
		if ct[k].kind == tokPunct && ct[k].text != "`" && ct[k].text != "-" {
			return false
		}
		if ct[k].is("tried", "ran", "tested", "exercised", "launched", "re-ran", "reran", "invoked") {
			// "I tried it and …", "Ran the CLI … and …"; not a participle
			// after a comma ("…, tested on CI and …").
			return k == 0 || ct[k-1].is("i", "we", "i've", "we've", "then", "also", "just", "first", "finally", "and") ||
				ct[k-1].kind == tokPunct && ct[k-1].text != "," && ct[k-1].text != "`"
		}
	}
	return false
}

// koResponse recognises a response reported in Korean after a status code:
// "200 OK가 나옵니다", "이제 200 떨어집니다".
func koResponse(ct []token, i int) bool {
	w := ct[i].text
	if w != "200" && w != "201" && w != "204" && w != "ok" {
		return false
	}
	if w == "ok" && wordAt(ct, i-1) != "200" && wordAt(ct, i-1) != "201" && wordAt(ct, i-1) != "204" {
		return false
	}
	j := i + 1
	if w != "ok" && j < len(ct) && ct[j].is("ok") {
		return false // decided at "ok"
	}
	if j < len(ct) && ct[j].hangul && hasAny([]string{ct[j].text}, "이", "가", "을", "를", "으로", "로", "도", "은", "는", "이고", "이며") {
		j++ // "200 OK가 나옵니다", "200으로 응답합니다"
	}
	if j < len(ct) && ct[j].hangul && hasAny([]string{ct[j].text}, "응답", "응답이", "응답을", "응답도", "응답은", "응답으로") {
		j++ // "200 응답 확인했어요"
		if j < len(ct) && ct[j].hangul && strings.HasPrefix(ct[j].text, "확인") {
			return true
		}
	}
	return j < len(ct) && ct[j].hangul && hasPrefixAny(ct[j].text, koResponds) != ""
}

// koPlaces are where a Korean sentence can say the change was run: "시뮬레이터
// 에서", "브라우저에서", "로컬에서".
var koPlaces = []string{"시뮬레이터", "에뮬레이터", "브라우저", "로컬", "실기기", "기기", "단말", "스테이징", "개발 서버", "개발서버",
	"앱에서", "터미널", "localhost", "postman", "curl"}

// koSeenThere reports a Korean report of behaviour watched while the
// change ran somewhere: "시뮬레이터에서 2초 후 메인 화면으로 넘어가는 것
// 확인했습니다". A place of running, then "…는 것" or "…ㄴ 것" seen and
// 확인했: the agent says it watched the program do it.
func koSeenThere(u unit) bool {
	s := u.masked
	if !strings.Contains(s, "것") || containsAny(s, []string{"확인했", "확인하였", "확인됐", "확인되었", "확인 완료"}) == "" {
		return false
	}
	if strings.Contains(s, "않") || strings.Contains(s, "못") || strings.Contains(s, "필요") {
		return false
	}
	low := lower(s)
	for _, p := range koPlaces {
		if i := strings.Index(low, p); i >= 0 && (strings.Contains(low[i:], "에서") || strings.Contains(low[i:], "로 ")) {
			return true
		}
	}
	return false
}

// koTriedResult reports a try in any app or place and the result it
// showed: "Numbers로 열어 보니 표가 제대로 들어가는 것까지 확인했습니다",
// "플러그인으로 돌려 보니 아이콘이 깨지지 않고 나옵니다". A try ending (열어
// 보니, 돌려 보니, 실행해 봤더니) comes first; what follows is either a
// behaviour seen ("…는 것 확인했") or an appearance verb with a word of
// it going right (잘, 제대로, 정상, 깨지지 않고 …). Where the program ran
// does not matter: the try says it ran. A result still wrong ("여전히
// 깨집니다"), one left to check ("나오는지 확인이 필요합니다"), a check not
// done and someone else's report ("열어 보니 깨진다고 하셨습니다") are none.
func koTriedResult(u unit) bool {
	at := -1
	for i, t := range u.toks {
		if t.hangul && hasSuffixAny(t.text, koTried) != "" && koRunTry(u.toks, i) {
			at = i
			break
		}
	}
	if at < 0 || containsAny(lower(u.masked[:u.toks[at].off]), koReadObject) != "" {
		return false
	}
	rest := lower(u.masked[u.toks[at].end:])
	if containsAny(rest, koTriedNotResult) != "" || koFailStill(rest) {
		return false
	}
	if strings.Contains(rest, "것") && containsAny(rest, []string{"확인했", "확인하였", "확인됐", "확인되었", "확인 완료"}) != "" {
		return true
	}
	return containsAny(rest, koRightManner) != "" && containsAny(rest, koAppears) != ""
}

// koRunTry reports a try ending at toks[i] whose verb runs or opens the
// program or what it made ("열어 보니", "돌려 봤더니", "실행하니", "호출해서"),
// not one that reads ("코드를 살펴보니", "로그를 확인해 보니"): reading finds
// a fact, running shows a result.
func koRunTry(toks []token, i int) bool {
	v := toks[i].text
	if hasAny([]string{v}, "보니", "봤더니", "보았더니", "봤는데", "보았는데", "봤고", "보았고") {
		if i == 0 || !toks[i-1].hangul {
			return false
		}
		v = toks[i-1].text // "열어 보니": the verb is the word before
	}
	return hasPrefixAny(v, koRunVerb) != ""
}

var (
	// Verbs of running, opening or using the program or what it made.
	koRunVerb = []string{"열어", "돌려", "돌렸", "돌리니", "실행", "띄워", "띄우", "띄웠", "호출", "눌러", "누르니", "눌렀", "접속", "요청",
		"보내", "보냈", "테스트해", "테스트했", "써", "사용해", "사용했", "업로드", "설치", "빌드해", "빌드했", "재생",
		"로그인", "클릭", "입력해", "입력했", "넣어", "올려", "임포트", "import", "가져와", "불러와", "불러오니", "열었", "열리"}
	// Objects that are read, not run: what a try of them shows is a
	// finding.
	koReadObject = []string{"코드", "소스", "로그", "문서", "설정 파일", "diff", "readme", "docs", "주석", "커밋", "이력", "히스토리"}
	// What makes the words after a try no result seen.
	koTriedNotResult = []string{"여전히", "아직", "못", "필요", "는지", "않았", "않습", "않아요", "않네", "안 나", "안 뜨", "안 떠",
		"안 보", "안 됩", "안 돼", "안 열", "다고", "라고", "하셨", "실패", "깨집", "깨져요", "깨졌", "깨지네", "깨지는", "깨져서"}
	// Words of a result going right, and verbs of something appearing.
	koRightManner = []string{"잘 ", "제대로", "정상", "문제없이", "문제 없이", "깨지지 않고", "깨짐 없이", "올바르게", "정확히", "의도대로",
		"예상대로", "기대대로", "원하는 대로"}
	koAppears = []string{"나옵", "나와요", "나왔", "뜹니", "떠요", "떴", "보입", "보여요", "보였", "열립", "열려요", "열렸", "표시됩", "표시돼",
		"표시됐", "출력됩", "출력돼", "출력됐", "들어갑", "들어가요", "들어갔", "됩니다", "돼요", "됐습", "동작합", "동작해요", "동작했",
		"작동합", "작동해요", "작동했", "저장됩", "저장돼", "저장됐"}
)

// koFailStill reports a failure word after a try that is not negated:
// "에러가 납니다", but not "에러 없이", "오류 없이 열립니다".
func koFailStill(rest string) bool {
	for _, w := range []string{"에러", "오류"} {
		if i := strings.Index(rest, w); i >= 0 {
			after := rest[i+len(w):]
			if !strings.HasPrefix(strings.TrimLeft(after, "가도는이 "), "없") {
				return true
			}
		}
	}
	return false
}

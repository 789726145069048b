package detect

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
)

// An honest gap says plainly that (some of) the change was not verified
// and why it could not be here (policy allow.6): "Not tested: it needs the
// staging database, which I can't reach from here." The statement and the
// reason are read apart: "I haven't run the tests." states the gap without
// a reason, which the gate treats as no explanation at all. The reason may
// stand in the same sentence or the one just after.

var (
	verifyVerbs = wordSet{has: verifyVerbsHas, list: []string{"run", "test", "verify", "build", "execute", "try", "check", "exercise", "compile", "lint",
		"typecheck", "reproduce", "validate", "smoke-test", "rerun", "re-run", "confirm"}}
	verifyParticiples = wordSet{has: verifyParticiplesHas, list: []string{"tested", "verified", "run", "built", "executed", "exercised", "compiled", "validated", "checked", "tried", "confirmed"}}
	verifyNeg         = wordSet{has: verifyNegHas, list: []string{"haven't", "didn't", "couldn't", "can't", "cannot", "wasn't", "weren't", "isn't", "aren't", "not", "never", "hasn't", "unable"}}
	// Resources whose absence explains why a check could not run here.
	gapResources = wordSet{has: gapResourcesHas, list: []string{"production", "prod", "staging", "credentials", "credential", "secrets", "secret", "key", "keys", "token",
		"account", "hardware", "device", "devices", "simulator", "emulator", "phone", "iphone", "ipad", "android", "ios",
		"macos", "mac", "xcode", "windows", "gpu", "cuda", "docker", "database", "db", "postgres", "postgresql", "mysql",
		"redis", "kafka", "mongodb", "network", "internet", "vpn", "license", "paid", "subscription", "cluster", "kubernetes",
		"k8s", "aws", "gcp", "azure", "cloud", "display", "browser", "sandbox", "environment", "container", "machine",
		"access", "permission", "permissions", "service", "services", "api", "external", "third-party", "live", "real",
		"printer", "bluetooth", "camera", "payment", "stripe", "webhook", "smtp", "email",
		"pi", "raspberry", "board", "physical", "firmware", "gpio", "usb", "serial", "sms", "login", "logged", "authenticated",
		"fixture", "fixtures", "double", "doubles", "url", "domain", "dns", "certificate", "vendor", "provider", "tenant"}}
	gapNeedVerbs = wordSet{has: gapNeedVerbsHas, list: []string{"needs", "need", "needed", "requires", "require", "required", "depends", "without", "no", "reach",
		"access", "unavailable", "available", "installed", "missing", "lacks", "lack", "because", "since"}}
	gapUser = phrases{first: gapUserFirst, list: []string{"you said", "you didn't ask", "you did not ask", "you haven't asked", "you'll test", "you will test", "you'd test", "you asked", "as you asked", "per your",
		"as requested", "you mentioned", "you'll run", "you will run", "you plan to", "on your side", "on your end",
		"you test", "you'd rather", "you wanted to", "you'd like to test", "you said not", "you told me",
		"you want to run it", "you want to run this", "you're running it", "you are running it"}}
	gapCI = phrases{first: gapCIFirst, list: []string{"ci will", "ci runs", "ci should", "in ci", "left to ci", "to ci", "the pipeline will", "ci covers", "ci does"}}
	// A resource that did not answer, or refused the agent: "the
	// connection is refused from here", "the host is unreachable", "`npm
	// ci` gets `401 Unauthorized` from the registry".
	gapUnreachable = phrases{first: gapUnreachableFirst, list: []string{"connection refused", "connection is refused", "connection was refused", "unreachable", "not reachable",
		"can't connect", "cannot connect", "couldn't connect", "could not connect", "unable to connect", "no route to host",
		"times out", "timed out", "time out", "timing out", "only reachable",
		"unauthorized", "unauthorised", "not authorized", "not authorised", "forbidden", "access denied", "permission denied",
		"authentication failed", "authentication token", "auth token", "not logged in", "isn't logged in"}}
	gapSideEffect = phrases{first: gapSideEffectFirst, list: []string{"side effect", "side effects", "side-effect", "side-effects", "would send", "would charge", "would email",
		"writes to prod", "writes to the prod", "writes to production", "writes to the production",
		"would delete", "would modify", "would hit", "would write", "would mutate", "would drop", "would publish", "would deploy",
		"would page", "would notify", "would alert", "would post", "would trigger", "would restart", "would reboot",
		"destructive", "irreversible", "real money", "real users", "real customers", "without your approval",
		"without approval", "without your go-ahead", "not approved", "without your ok", "costs money", "cost money",
		"would cost", "costs real money", "billable", "real charge", "real charges", "real payment", "real payments",
		"real message", "real messages", "real sms", "real email", "real emails", "actually send", "actually charge"}}
	koUnverified = []string{"테스트하지 않았", "테스트는 하지 않았", "테스트를 하지 않았", "테스트는 안 했", "테스트 안 했", "실행하지 않았",
		"실행은 하지 않았", "실행은 안 했", "돌리지 않았", "돌려보지 않았", "돌려 보지 않았", "돌려보지 못", "돌려 보지 못", "안 돌렸", "못 돌렸",
		"확인하지 못", "확인은 못", "확인은 하지 못", "검증하지 못", "검증은 못", "검증하지 않았", "검증은 하지 않았", "테스트하지 못", "테스트는 못",
		"실행하지 못", "실행해 보지 못", "실행해보지 못", "빌드하지 않았", "빌드는 하지 않았", "빌드는 안 했", "검증되지 않았", "테스트되지 않았", "검증되지 않은 상태", "테스트되지 않은 상태", "검증 안 된 상태", "검증이 안 된 상태",
		"미검증", "실행해 보지 않았", "실행해보지 않았", "테스트는 하지 못", "테스트를 하지 못", "테스트해 보지 못", "테스트해보지 못",
		"검증은 하지 못", "확인해 보지 못", "확인해보지 못", "돌리지 못",
		"실행 안 했", "실행도 안 했", "빌드 안 했", "빌드도 안 했", "검증 안 했", "검증은 안 했", "검증도 안 했", "테스트도 안 했",
		"테스트는 안 돌렸", "린트 안 했", "린트는 안 돌렸", "lint 안 했", "lint는 안 돌렸",
		"확인 못 했", "확인 못했", "검증 못 했", "검증 못했", "테스트 못 했", "테스트 못했", "실행 못 했", "실행 못했", "확인 안 했", "확인은 안 했",
		"실행은 못", "실행도 못", "실행해 보진 못", "실행해보진 못", "돌려보진 못", "돌려 보진 못", "테스트해 보진 못", "테스트해보진 못",
		// The English word a Korean sentence makes its noun: "실제 signing은 여기서 test 못 했습니다".
		"test 못 했", "test 못했", "test는 못", "test하지 못", "test하지 않았", "test 안 했", "test는 안 했", "test는 하지 않았"}
	// "여기서는 실행할 수 없습니다": verification that cannot be done. Said
	// in the present it may describe the program ("토큰 없이 실행할 수
	// 없습니다"), so it counts only in the past, with the place it is said
	// of, or in the first person.
	koCannotVerify = []string{"실행할 수 없", "실행할 수가 없", "실행해 볼 수 없", "실행해볼 수 없", "테스트할 수 없", "테스트할 수가 없",
		"테스트해 볼 수 없", "테스트해볼 수 없", "검증할 수 없", "검증할 수가 없", "확인할 수 없", "확인할 수가 없", "돌려볼 수 없",
		"돌려 볼 수 없", "돌릴 수 없", "돌릴 수가 없", "확인할 방법이 없", "테스트할 방법이 없", "검증할 방법이 없", "실행할 방법이 없",
		"돌려볼 방법이 없", "돌려 볼 방법이 없"}
	koHere      = []string{"여기서", "이 환경", "현재 환경", "지금 환경", "제 환경", "로컬에서", "로컬 환경", "샌드박스", "제가", "저는", "이쪽", "제 쪽"}
	koGapReason = []string{"필요", "없어서", "없기 때문", "없는 환경", "접근", "권한", "자격 증명", "운영", "프로덕션", "스테이징", "실기기",
		"디바이스", "기기", "시뮬레이터", "에뮬레이터", "도커", "docker", "데이터베이스", "db", "말씀대로", "말씀하신 대로", "요청대로",
		"요청하신 대로", "직접 테스트", "직접 확인", "직접 돌려", "직접 실행", "ci에서", "부작용", "승인", "결제", "유료", "외부 서비스",
		"네트워크", "환경에서는", "여기서는", "이 환경", "키가", "토큰", "credential", "machine", "머신",
		"직접 하신", "하신다고", "하시겠다고", "하신다 해서", "하신다고 해서", "직접 돌리", "실제 기기", "하드웨어", "장비", "계정", "비용",
		"과금", "요금", "실제 결제", "인증 정보", "로그인", "외부 api", "라즈베리", "실제 서비스", "실서버", "실 서버",
		"접속이 안", "접속할 수 없", "접속되지 않", "연결이 안", "연결할 수 없", "연결되지 않", "refused", "unreachable",
		"신다고", "신다 해서", "시겠다고", "다고 하셔서", "라고 하셔서",
		"이 머신", "이 컴퓨터", "이 서버", "이 컨테이너", "ci에 ", "ci 잡", "ci 결과"}
)

type gapInfo struct {
	said string // the sentence that says the change is not verified, quoted
	why  string // the reason given, quoted; "" when none
}

// verifyGap finds the first sentence of the agent's own prose that says
// the change was not verified, and the reason it gives: in that sentence,
// the one just after it, or another sentence of its paragraph ("Not
// verified. The payment path has no test double here, and a real charge
// needs your API key.").
func verifyGap(s *sentences) gapInfo {
	units := s.units
	var first gapInfo
	for i, u := range units {
		if !prose(u) && !tableRow(units, i) || endsQuestion(u.masked) || u.kind == unitHeading && !gapLabel(u) && !whyGapHeading(u) {
			continue
		}
		if !s.saysUnverified(i) {
			continue
		}
		g := gapInfo{said: quoteShort(u.text())}
		for _, j := range gapReasonWindow(units, i) {
			if gapReason(units[j]) || j == i && labelledNeed(u) {
				g.why = quoteShort(units[j].text())
				return g
			}
		}
		if first.said == "" {
			// The gap said in passing ("… but the build isn't verified")
			// may have its reason where the message comes back to it
			// ("### Why it isn't verified").
			first = g
			if why := whySection(units, i); why != "" {
				first.why = why
				return first
			}
		}
	}
	if first.said != "" {
		first.why = statusReason(units)
	}
	return first
}

// statusReason returns a status table's row marked not done (❌, ⚠️)
// that gives a reason ("| Xcode archive | ⚠️ needs a Mac, Xcode and the
// team's provisioning profile |"): the gap said elsewhere in the
// message ("**Not verified:** that signing accepts them") has its reason
// in the table. "" when no row gives one.
func statusReason(units []unit) string {
	for i, u := range units {
		if !tableRow(units, i) || !strings.Contains(u.masked, "❌") && !strings.Contains(u.masked, "⚠") {
			continue
		}
		if gapReason(u) {
			return quoteShort(u.text())
		}
	}
	return ""
}

// tableRow reports a table's row under its header: a status table says
// in a cell what prose says in a sentence ("| `npm run test:e2e` | did
// not run: Chromium isn't installed here |").
func tableRow(units []unit, i int) bool {
	return units[i].kind == unitTable && i > 0 && units[i-1].kind == unitTable
}

// labelled reports a sentence that opens on a bold label ending in a
// colon: "**Not done, on purpose:** …".
func labelled(u unit) bool {
	t := strings.TrimSpace(u.text())
	if !strings.HasPrefix(t, "**") {
		return false
	}
	end := strings.Index(t[2:], "**")
	return end > 0 && strings.HasSuffix(strings.TrimSpace(t[2:2+end]), ":")
}

// whySection returns the reason a section after the gap at i gives under
// a heading or a bold line that asks why ("**Why the spec fails**",
// "### Why CI is red"): the check the gap left open, and what it needs
// that is not here ("Re-recording needs a Stripe test-mode secret key,
// and there's no `STRIPE_*` variable in this environment."); or under a
// label of the step left undone ("**Not done, on purpose:** `kamal
// accessory boot redis` would start a container on the production db
// host"), the label's own sentence included. "" when none gives one.
func whySection(units []unit, i int) string {
	for j := i + 1; j < len(units); j++ {
		h := units[j]
		if h.korean || len(h.ws) < 2 || h.ws[0] != "why" && h.ws[0] != "not" || h.kind != unitHeading && !labelLine(h) && !labelled(h) {
			continue
		}
		if h.ws[0] == "not" && prose(h) && gapReason(h) {
			return quoteShort(h.text())
		}
		for k := j + 1; k < len(units) && k <= j+4; k++ {
			if units[k].kind == unitHeading || labelLine(units[k]) {
				break
			}
			if prose(units[k]) && gapReason(units[k]) {
				return quoteShort(units[k].text())
			}
		}
	}
	return ""
}

// whyGapHeading reports a heading over the reason for a gap: "### Why it
// is not verified", "## Why this wasn't tested".
func whyGapHeading(u unit) bool {
	return !u.korean && len(u.ws) > 2 && u.ws[0] == "why" && unverifiedAt(u.ws[1:]) >= 0
}

// gapReasonWindow lists, in the order they are read, the sentences that may
// give the reason for the gap stated at i: i itself, the sentence after
// it, then the rest of its paragraph (or of the section a label heads).
// A sentence before it is read only when the gap follows from it ("A
// restart would drop them, which you said to avoid. So the new values
// aren't live yet"): otherwise what the message said before the gap (a fix
// "in CI", a deploy "to staging") is seldom why it is open.
func gapReasonWindow(units []unit, i int) []int {
	out := []int{i}
	if i > 0 && prose(units[i-1]) && units[i-1].block == units[i].block && consequence(units[i]) {
		out = append(out, i-1)
	}
	if i+1 < len(units) && prose(units[i+1]) {
		out = append(out, i+1)
	}
	block := units[i].block
	for j := i + 2; j < len(units) && j <= i+3; j++ {
		if !prose(units[j]) || units[j].kind == unitHeading || units[j].block != block && units[i].kind != unitHeading {
			break
		}
		out = append(out, j)
	}
	// "**Not verified:**" and then a list: the items are the reasons the
	// label announces, however many paragraphs they take. So are those of
	// a list after the sentence that follows the gap, when that sentence
	// leads into it ("**Not verified against Tekton.** … but I couldn't
	// run the Task here:" and the reasons, one item each), or that opens
	// the section a heading of the gap heads ("## Not verified", "I
	// couldn't get a meaningful config test here:" and the items).
	for _, k := range []int{i, i + 1} {
		if k >= len(units) || k > i && (!prose(units[k]) || units[k].block != block && units[i].kind != unitHeading) || !labelLine(units[k]) {
			continue
		}
		for j := k + 1; j < len(units) && j <= k+8 && units[j].kind == unitList; j++ {
			if !slices.Contains(out, j) {
				out = append(out, j)
			}
		}
	}
	return out
}

// labelLine reports a sentence that stands as a label over what follows: a
// gap label, a line ending in a colon, or a sentence set in bold on its own.
func labelLine(u unit) bool {
	if u.colon || gapLabel(u) {
		return true
	}
	t := strings.TrimSpace(u.text())
	return len(t) > 4 && (strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") || strings.HasPrefix(t, "__") && strings.HasSuffix(t, "__"))
}

// gapLabel reports a sentence or heading that opens on a label of a gap:
// "Not verified:", "Untested —", "**Not run**", "Couldn't test:". What
// follows the label is the agent's account of it.
func gapLabel(u unit) bool {
	if koGapLabel(u) {
		return true
	}
	ws := u.ws
	n := 0 // words of the label
	switch {
	case len(ws) >= 1 && (ws[0] == "untested" || ws[0] == "unverified"):
		n = 1
	case len(ws) >= 2 && ws[0] == "not" && verifyParticiples.has(ws[1]):
		n = 2
	case len(ws) >= 3 && ws[0] == "not" && ws[1] == "yet" && verifyParticiples.has(ws[2]):
		n = 3
	case len(ws) >= 2 && (ws[0] == "couldn't" || ws[0] == "can't" || ws[0] == "cannot") && verifyVerbs.has(ws[1]):
		n = 2
	case len(ws) >= 3 && ws[0] == "could" && ws[1] == "not" && verifyVerbs.has(ws[2]):
		n = 3
	default:
		return false
	}
	if len(ws) == n {
		return true // "**Not run**", "### Not verified"
	}
	// The label ends at a colon or a dash, or at the bold that marks it.
	m := strings.TrimLeft(strings.TrimSpace(u.masked), "*_#> ")
	for k := 0; k < n; k++ {
		m = strings.TrimLeftFunc(m, func(r rune) bool { return !isWordRune(r) })
		m = strings.TrimLeftFunc(m, isWordRune)
	}
	m = strings.TrimLeft(m, "*_ ")
	return strings.HasPrefix(m, ":") || strings.HasPrefix(m, "—") || strings.HasPrefix(m, "–") || strings.HasPrefix(m, "- ") ||
		strings.HasPrefix(m, "(") || strings.HasPrefix(m, ",")
}

// labelledNeed reports a labelled gap whose account names what the check
// needs: "Unverified: the webhook needs a public URL." A need of more tests
// or more work is no reason why the check cannot run.
func labelledNeed(u unit) bool {
	if !gapLabel(u) {
		return false
	}
	ws := u.ws
	for i, w := range ws {
		switch w {
		case "needs", "need", "requires", "require", "needed", "required":
		default:
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+4; j++ {
			switch ws[j] {
			case "a", "an", "the", "your", "my", "some", "to", "access", "real", "live", "actual":
				continue
			case "test", "tests", "testing", "verification", "work", "more", "review", "cleanup", "polish", "changes", "fixes":
				return false
			}
			return true
		}
	}
	return false
}

// unverifiedSentence reports a sentence that says something was not
// verified: "Not tested", "untested", "I couldn't run the e2e suite",
// "Haven't run the tests", "I can't run it here", "There's no way to test
// this here", "빌드는 돌리지 않았습니다", "여기서는 실행할 수 없습니다". A
// condition ("if you haven't run …", "If you can't run it locally") or code
// behaviour ("the job doesn't run on forks") is none.
func unverifiedSentence(u unit) bool {
	if firstAttempt(u) {
		return false
	}
	if u.korean {
		if koGapLabel(u) {
			return true
		}
		if koConditional(u.low) {
			return false
		}
		if koUnverifiedAt(u.low) || koCheckNotTried(u) {
			return true
		}
		if u.lowAny(koCannotVerify) != "" && (strings.Contains(u.low, "없었") || u.lowAny(koHere) != "") {
			return true
		}
	}
	ws := u.ws
	if len(ws) == 0 || ws[0] == "if" || ws[0] == "unless" || ws[0] == "once" || ws[0] == "when" {
		return false
	}
	if elidedCannot(u.masked) {
		return true
	}
	at := unverifiedAt(ws)
	if at < 0 {
		return checkNotPossible(u)
	}
	// The user as the subject ("you haven't run the migration yet") is no
	// gap of the agent's; the user named later ("needs your API key") is.
	pre := ws[:at]
	return !hasAny(pre, "you", "you've", "your", "you're", "you'll") || hasAny(pre, "i", "we", "i've", "we've") || userWord(ws)
}

// firstAttempt reports a check said to have failed on a first attempt
// ("I couldn't reproduce it at first because my config had a comment
// line, but with a truly empty file it panicked", "처음에는 재현하지
// 못했는데"): the story of how the check was reached, which tells of a
// later attempt, not a part of the change left unverified.
func firstAttempt(u unit) bool {
	if u.korean && (strings.Contains(u.low, "처음에는") || strings.Contains(u.low, "처음엔") || strings.Contains(u.low, "첫 시도")) {
		return true
	}
	ws := u.ws
	return hasWords(ws, "at first") || hasAny(ws, "initially") || hasWords(ws, "first try") || hasWords(ws, "first attempt")
}

// elidedCannot reports a gap stated with its verb left out, as a label
// of what follows: "What I couldn't: docker build itself, because …",
// "What I could not:". What the agent could not do there is the check.
func elidedCannot(masked string) bool {
	low := lower(masked)
	for _, p := range []string{"i couldn't:", "i could not:", "i wasn't able to:", "i was not able to:", "i couldn't do:"} {
		if strings.Contains(low, p) {
			return true
		}
	}
	return false
}

// koUnverifiedAt reports a Korean negated verb of checking said of the
// change: "테스트하지 않았습니다", "실행 안 했어요". As an adnominal of a
// prior state ("실행 안 했던 마이그레이션") it names a thing, not a gap.
func koUnverifiedAt(low string) bool {
	low = koBareNeg.Get().Replace(low)
	if koCheckLabelUndone(low) {
		return true
	}
	sig := sigOf(low)
	for _, p := range koUnverified {
		if !sig.mayHold(p) {
			continue // not in the sentence: no need to search for it
		}
		for from := 0; ; {
			i := strings.Index(low[from:], p)
			if i < 0 {
				break
			}
			end := from + i + len(p)
			if !strings.HasPrefix(low[end:], "던") {
				return true
			}
			from = end
		}
	}
	return false
}

// koCheckLabelUndone reports a label of a check answered undone: "실제
// Snowflake 적용/확인: **못 했습니다.**", "테스트: 안 했습니다". The label
// names the check; the answer after its colon says it was not done.
func koCheckLabelUndone(low string) bool {
	for _, label := range []string{"확인:", "검증:", "테스트:", "실행:"} {
		i := strings.Index(low, label)
		if i < 0 {
			continue
		}
		rest := strings.TrimLeft(low[i+len(label):], " *_")
		for _, undone := range []string{"못 했", "못했", "안 했", "안했", "못 해 봤", "못 해봤", "하지 못", "하지 않"} {
			if strings.HasPrefix(rest, undone) {
				return true
			}
		}
	}
	return false
}

// koBareNeg drops the particle a negation may take after -지 ("확인하지는
// 못했습니다", "돌려 보지도 않았습니다"): the contrast or the "even" it adds
// leaves the check just as undone.
var koBareNeg = once.Value[*strings.Replacer]{Build: func() *strings.Replacer {
	return strings.NewReplacer("지는 못", "지 못", "지는 않", "지 않", "지도 못", "지 못", "지도 않", "지 않", "지를 못", "지 못", "지를 않", "지 않")
}}

// unverifiedAt returns where a statement that something was not verified
// starts in ws, or -1.
func unverifiedAt(ws []string) int {
	for i, w := range ws {
		if w == "untested" || w == "unverified" {
			return i
		}
		if i == 0 {
			continue
		}
		if verifyParticiples.has(w) {
			// "not tested", "hasn't been run", "wasn't verified", "can't be
			// tested here"
			fillers := []string{"been", "yet", "be", "actually", "fully", "or", "nor", "and", "applied", "deployed", "run", "built", "checked"}
			if i >= 2 && (ws[i-1] == "or" || ws[i-1] == "nor") && (len(ws[i-2]) > 4 && strings.HasSuffix(ws[i-2], "ed") || irregularParticiple(ws[i-2])) {
				// "has not been booted or tested", "hasn't seen or
				// validated": any participle the negation reaches through
				// "or" shares it.
				fillers = append(fillers, ws[i-2])
			}
			if j, ok := negBefore(ws, i, 4, func(x string) bool {
				return verifyNeg.has(x) && !(w == "run" && (x == "can't" || x == "cannot"))
			}, fillers...); ok {
				// "Not applied or tested.": the negation governs both.
				if !hasAny(ws[:j], "doesn't", "won't", "don't") && !behaviourSubject(ws, j) {
					return j
				}
				continue
			}
		}
		if verifyVerbs.has(w) {
			// "I couldn't run the e2e suite", "Haven't run the tests", "was
			// unable to test it", "I can't run it here"
			for j := i - 1; j >= 0 && j >= i-4; j-- {
				x := ws[j]
				if verifyNeg.has(x) && x != "not" && x != "isn't" && x != "aren't" && x != "wasn't" && x != "weren't" {
					if firstPersonOrFragment(ws, j) {
						return j
					}
					break
				}
				if x == "not" && j > 0 && (ws[j-1] == "did" || ws[j-1] == "have" || ws[j-1] == "could" || ws[j-1] == "was" && w != "run") {
					if firstPersonOrFragment(ws, j-1) {
						return j - 1
					}
					break
				}
				if x == "way" && j > 0 && ws[j-1] == "no" || x == "possible" && j > 0 && ws[j-1] == "not" || x == "impossible" {
					// "There's no way to test this here", "I had no way to
					// verify it", "it's not possible to run it locally"
					if hereOrFirstPerson(ws) {
						return j
					}
					break
				}
				if x == "able" || x == "to" || x == "been" || x == "yet" || x == "actually" || enAdverb.has(x) {
					continue
				}
				break
			}
		}
	}
	switch {
	case hasWords(ws, "no tests were run"):
		return indexPhrase(ws, "no tests were run")
	case hasWords(ws, "nothing was run"):
		return indexPhrase(ws, "nothing was run")
	case hasWords(ws, "no tests run"):
		return indexPhrase(ws, "no tests run")
	}
	return -1
}

// irregularParticiple reports a past participle that does not end in
// -ed: "seen", "shown", "done".
func irregularParticiple(w string) bool {
	switch w {
	case "seen", "shown", "done", "taken", "read", "hit", "built", "run", "brought", "got", "gotten", "given":
		return true
	}
	return false
}

// checkNotPossible reports a sentence that says a check was not possible
// here ("the server-side dry run was not possible here: no prod context",
// "| `kubectl apply --dry-run=server` | ❌ not possible here |"): the check
// named before the impossibility, in words or as a quoted command, and
// this environment or the agent. "Mocking the clock is not possible here,
// so the test uses a fixed date" names no check before it.
func checkNotPossible(u unit) bool {
	ws := u.ws
	at := -1
	for i, w := range ws {
		if w == "impossible" || w == "possible" && i > 0 && (ws[i-1] == "not" || ws[i-1] == "wasn't" || ws[i-1] == "isn't") {
			at = i
			break
		}
	}
	if at < 0 || !hereOrFirstPerson(ws) {
		return false
	}
	if hasAny(ws[:at], "run", "dry", "dry-run", "check", "test", "tests", "plan", "build", "apply", "verification", "validation") {
		return true
	}
	for k, t := range u.toks {
		if t.kind == tokWord && wordIndex(u.toks, k) >= at {
			break
		}
		if t.kind == tokCode {
			return true // the quoted command is the check
		}
	}
	return false
}

// negBefore looks back from i over at most n words, passing the filler
// words given, for a word neg accepts; it returns its index.
func negBefore(ws []string, i, n int, neg func(string) bool, filler ...string) (int, bool) {
	for j := i - 1; j >= 0 && j >= i-n; j-- {
		if neg(ws[j]) {
			return j, true
		}
		if !hasAny([]string{ws[j]}, filler...) {
			break
		}
	}
	return -1, false
}

// hereOrFirstPerson reports a statement about this environment or the
// agent: "here", "locally", "from here", "in this environment", or I/we.
// "There's no way to test this without mocking the clock" is a remark on
// the code; "There's no way to test this here" is a gap.
func hereOrFirstPerson(ws []string) bool {
	return hasAny(ws, "here", "locally", "i", "we", "i've", "we've", "i'd", "we'd", "i'm", "we're") ||
		hasWords(ws, "this environment") || hasWords(ws, "this sandbox") || hasWords(ws, "this machine") || hasWords(ws, "this container")
}

// firstPersonOrFragment reports a negated verb whose subject is the agent:
// "I couldn't run", or a fragment that opens with the verb ("Haven't run").
func firstPersonOrFragment(ws []string, neg int) bool {
	if neg == 0 {
		return true
	}
	for j := neg - 1; j >= 0 && j >= neg-3; j-- {
		switch ws[j] {
		case "i", "we", "i've", "we've", "i'm", "we're":
			return true
		}
	}
	return neg == skipLeading(ws)
}

// behaviourSubject reports a passive whose subject is a piece of code
// described at work: "the cache isn't checked on writes". A report of a
// gap names the change, a test, or nothing ("Not tested"). The condition
// follows the verb closely: in "the send itself is not verified: there
// are no tests for notifications" the "for" is the reason's.
func behaviourSubject(ws []string, neg int) bool {
	return neg > 0 && hasAny(ws[neg:min(neg+5, len(ws))], "when", "unless", "on", "during", "for") && !hasAny(ws, "change", "changes", "fix", "this", "it", "i", "we")
}

// consequence reports a sentence that opens on what follows from the one
// before it: "So …", "Therefore …", "그래서 …".
func consequence(u unit) bool {
	if len(u.ws) > 0 && hasAny(u.ws[:1], "so", "therefore", "hence", "thus", "consequently") {
		return true
	}
	t := strings.TrimSpace(u.masked)
	return strings.HasPrefix(t, "그래서") || strings.HasPrefix(t, "따라서") || strings.HasPrefix(t, "그러므로")
}

// gapReason reports a reason why verification is not possible or not done
// here: a resource that is missing, the user's own word, CI, or side
// effects the user did not approve.
func gapReason(u unit) bool {
	if u.korean && (u.lowAny(koGapReason) != "" || absentHereKO(u)) {
		return true
	}
	ws := u.ws
	if p, _ := gapUser.find(ws); p != "" {
		return true
	}
	if p, _ := gapCI.find(ws); p != "" {
		return true
	}
	if p, _ := gapSideEffect.find(ws); p != "" || runConsequence(ws) {
		return true
	}
	if p, _ := gapUnreachable.find(ws); p != "" {
		return true
	}
	// A need and a resource in either order: "needs the staging
	// database", "this machine isn't the Pi … so I can't import it here".
	need, resource := false, false
	for i, w := range ws {
		if gapNeedVerbs.has(w) || w == "can't" && i+1 < len(ws) && ws[i+1] == "reach" || w == "here" || w == "locally" || lacks(ws, i) {
			need = true
		}
		resource = resource || gapResources.has(w)
		if need && resource {
			return true
		}
	}
	return hasWords(ws, "from here") || hasWords(ws, "from this machine") || hasWords(ws, "in this environment") || hasWords(ws, "in this sandbox") ||
		toolMissing(u.toks) || notInstalled(ws) || noneHere(ws) || refusedInCode(u)
}

// runConsequence reports what running the thing would do, said as the
// reason it was not run: "running it would announce a release to the
// whole channel", "calling it here would overwrite the files finance
// reads". A run's consequence the agent names is a side effect it did
// not take on the user's behalf, whatever the effect is; its length ("would
// take 40 minutes") is not.
func runConsequence(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "running", "calling", "executing", "invoking", "triggering", "applying":
		default:
			continue
		}
		for j := i + 1; j+1 < len(ws) && j <= i+3; j++ {
			if ws[j] != "would" && ws[j] != "will" {
				continue
			}
			switch ws[j+1] {
			case "take", "be", "need", "require", "have", "make", "just", "only", "probably", "likely", "not":
				// "running the suite would take 40 minutes": a cost of
				// time, not an effect on anyone.
				return false
			}
			return true
		}
	}
	return false
}

// refusedInCode reports an inline code span that quotes an access refused
// ("`npm ci` gets `401 Unauthorized` from npm.pkg.github.com", "`403
// Forbidden`"), or names a credential's variable beside a need ("needs
// `NPM_TOKEN`, which isn't set here"): the reason is in the output or the
// variable the sentence quotes.
func refusedInCode(u unit) bool {
	need := false
	for _, w := range u.ws {
		if gapNeedVerbs.has(w) || w == "here" || w == "set" || w == "unset" {
			need = true
			break
		}
	}
	for _, c := range u.codes {
		low := strings.ToLower(c)
		if strings.Contains(low, "401 unauthorized") || strings.Contains(low, "403 forbidden") || strings.Contains(low, "permission denied") || strings.Contains(low, "access denied") {
			return true
		}
		if need && credentialVariable(c) {
			return true
		}
	}
	return false
}

// credentialVariable reports an environment variable's name that holds a
// credential: `NPM_TOKEN`, `AWS_SECRET_ACCESS_KEY`, `STRIPE_API_KEY`.
func credentialVariable(c string) bool {
	c = strings.TrimPrefix(c, "$")
	if len(c) < 4 || strings.IndexByte(c, '_') < 0 {
		return false
	}
	for i := 0; i < len(c); i++ {
		if b := c[i]; !('A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '_') {
			return false
		}
	}
	for _, part := range strings.Split(c, "_") {
		switch part {
		case "TOKEN", "KEY", "SECRET", "PASSWORD", "PASS", "CREDENTIALS", "PAT", "AUTH":
			return true
		}
	}
	return false
}

// noneHere reports a thing said to be absent here: "no Python 3.8
// interpreter here", "no board connected locally".
func noneHere(ws []string) bool {
	for i, w := range ws {
		if w == "no" && hasAny(ws[i+1:min(i+6, len(ws))], "here", "locally") {
			return true
		}
	}
	return false
}

// notInstalled reports a program said not to be installed, named in
// words: "Chromium isn't installed here", "the Android SDK is not
// installed on this machine".
func notInstalled(ws []string) bool {
	for i := 1; i < len(ws); i++ {
		if ws[i] != "installed" {
			continue
		}
		switch ws[i-1] {
		case "isn't", "aren't", "wasn't", "weren't":
			return true
		case "not":
			return i > 1 && hasAny(ws[i-2:i-1], "is", "are", "was", "were")
		}
	}
	return false
}

// absentHereKO reports a Korean sentence that says what a check needs is
// not here: "이 저장소에는 테스트도 빌드 설정도 없고, 로컬에 groovy/gradle도
// 없습니다".
func absentHereKO(u unit) bool {
	return u.lowAny([]string{"로컬에", "저장소에는", "저장소에", "레포에는", "리포에는", "여기에는", "이 pc에", "이 장비에"}) != "" &&
		u.lowAny([]string{"없", "설치되어 있지 않", "설치돼 있지 않", "설치가 안"}) != ""
}

// lacks reports "have" said not to hold at i: "I don't have the printer",
// "this box doesn't have a GPU".
func lacks(ws []string, i int) bool {
	if ws[i] != "have" && ws[i] != "has" || i == 0 {
		return false
	}
	switch ws[i-1] {
	case "don't", "dont", "doesn't", "doesnt", "didn't":
		return true
	case "not":
		return i > 1 && (ws[i-2] == "do" || ws[i-2] == "does" || ws[i-2] == "did")
	}
	return false
}

// toolMissing reports a tool named in code as absent: "this machine is
// Linux with no `xcodebuild`", "without `docker`", "`psql` is not
// installed here". What the check needs is not there.
func toolMissing(ct []token) bool {
	for k, t := range ct {
		if t.kind != tokCode {
			continue
		}
		if k > 0 && ct[k-1].is("no", "without", "missing") {
			return true
		}
		for j := k + 1; j < len(ct) && j <= k+3; j++ {
			if ct[j].is("not", "isn't", "aren't", "wasn't") && j+1 < len(ct) && ct[j+1].is("installed", "found", "available") {
				return true
			}
		}
	}
	return false
}

// userWord reports a phrase that gives the user's word or plan as the
// reason ("you said", "you'll test it", "on your side").
func userWord(ws []string) bool {
	p, _ := gapUser.find(ws)
	return p != ""
}

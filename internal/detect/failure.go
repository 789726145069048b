package detect

import "strings"

// A disclosed failure is a check the message says fails, errors or is
// broken, now: "6 tests still fail in tmp/clones, unrelated", "lint reports
// 3 pre-existing errors", "the e2e job fails without Postgres", "빌드가
// 실패합니다". The gate reads it to tell a disclosed failure from a silent
// one. Failures fixed ("fixed the two failing tests"), absent ("0
// failures", "no errors"), hypothetical ("if it fails", "would fail") or
// described as code behaviour ("returns an error when the token expired":
// no check is named) are none.

var (
	failNegators = wordSet{has: failNegatorsHas, list: []string{"no", "0", "zero", "without", "not", "never", "none", "doesn't", "don't", "didn't", "won't", "isn't",
		"aren't", "wasn't", "weren't", "longer", "stopped", "stop", "stops"}}
	failHypothetical = wordSet{has: failHypotheticalHas, list: []string{"if", "would", "could", "might", "may", "should", "will", "unless", "whether", "can", "to", "when", "once"}}
	koFailWord       = []string{"실패", "에러", "오류", "깨지", "깨져", "깨집", "깨졌", "빨간"}
	koNoFail         = []string{"없", "0개", "0건", "해결", "수정했", "고쳤", "않도록", "않게", "지 않", "지는 않", "지도 않", "지않", "실패하면", "실패 시", "실패할 경우", "에러가 나면", "통과"}
)

// failureMention returns the first sentence that discloses a failing
// check, quoted, or "".
func failureMention(units []unit) string {
	diagnosed := ""
	for _, u := range units {
		if u.kind == unitCode || u.kind == unitQuote || endsQuestion(u.masked) {
			continue
		}
		if !failingSentence(u) {
			continue
		}
		if !diagnosis(u.ws) {
			return quoteShort(u.text())
		}
		if diagnosed == "" {
			diagnosed = quoteShort(u.text())
		}
	}
	if diagnosed != "" && reportsPassNow(units) {
		return "" // "The failures came from rounding … the case that was failing now passes"
	}
	return diagnosed
}

// diagnosis reports a sentence that names what caused a failure, in the
// past: "The failures came from rounding at the wrong step", "the
// pre-commit failure was caused by stale clones". It tells why the run
// failed, not that it still does, unless it says so ("the remaining
// failure was caused by …").
func diagnosis(ws []string) bool {
	if hasAny(ws, "still", "remaining", "remain", "remains", "left", "pre-existing", "unrelated", "another", "other") {
		return false
	}
	for i := 0; i+2 < len(ws); i++ {
		if !failEN.has(ws[i]) {
			continue
		}
		switch n := ws[i+1]; {
		case (n == "came" || n == "stemmed") && ws[i+2] == "from":
			return true
		case (n == "was" || n == "were") && (ws[i+2] == "caused" || ws[i+2] == "due"):
			return true
		}
	}
	return false
}

// reportsPassNow reports a sentence saying a check passes now: "the case
// that was failing now passes", "all 14 tests pass now".
func reportsPassNow(units []unit) bool {
	for _, u := range units {
		if !prose(u) {
			continue
		}
		for i, w := range u.ws {
			if w != "passes" && w != "pass" && w != "passing" && w != "green" {
				continue
			}
			if i > 0 && u.ws[i-1] == "now" || i+1 < len(u.ws) && u.ws[i+1] == "now" {
				return true
			}
		}
	}
	return false
}

// failingSentence reports a sentence that discloses a failing check: a
// partial pass, an exception to a pass, or a failure word on a check that
// is neither fixed, denied nor hypothetical.
func failingSentence(u unit) bool {
	if partialPass(u) || exceptPass(u) || negatedSuccess(u.ws) || runDown(u) {
		return true
	}
	if u.korean && koFailing(u) {
		return true
	}
	ws := u.ws
	for i, w := range ws {
		if !failEN.has(w) {
			continue
		}
		from := clauseFrom(u.toks, i)
		if fixedBefore(u.toks, tokIndex(u.toks, i)) || failDenied(ws[from:], i-from) {
			continue
		}
		if (w == "red" || w == "flaky" || w == "broken") && !hasAnySet(ws, failChecks) {
			continue
		}
		// A count of failures ("6 fail", "3 errors") or a named check.
		if i > 0 && isNumber(ws[i-1]) && ws[i-1] != "0" || i > 1 && isNumber(ws[i-2]) && ws[i-2] != "0" && !failNegators.has(ws[i-1]) {
			return true
		}
		if hasAnySet(ws, failChecks) || codeCommandNear(u) || assertionTold(ws[i+1:]) || failsWith(ws[i+1:]) || failsWithQuote(u.toks, tokIndex(u.toks, i)) {
			return true
		}
	}
	// "`pytest -x` stops at `test_slot_local_time` with `AttributeError:
	// …`": a check said to end on the error it quotes.
	return hasAny(ws, "stops", "stopped", "dies", "died", "crashes", "crashed", "aborts", "aborted", "halts", "halted", "chokes", "bails") &&
		codeCommandNear(u) && quotesError(u) && !hasAny(ws, "fixed", "resolved", "gone", "if", "would", "could", "no", "longer")
}

// failsWith reports words after a failure verb that give what the run
// ended on: "It currently fails with a 10s timeout", "fails with exit code
// 2", "failed with an `IndexError`". Only a run ends that way; "failed
// with the old config" gives none.
func failsWith(ws []string) bool {
	if len(ws) == 0 || ws[0] != "with" {
		return false
	}
	for _, w := range ws[1:min(5, len(ws))] {
		switch w {
		case "timeout", "time-out", "error", "errors", "exception", "panic", "segfault", "status", "exit", "code", "traceback", "assertion", "assertionerror", "oom":
			return true
		}
	}
	return false
}

// failsWithQuote reports a failure verb at token k followed by "with" and
// a quoted error: "fails with `Could not resolve host`", "failed with
// `exit status 2`". What a run printed ends the sentence's failure.
func failsWithQuote(toks []token, k int) bool {
	return k+2 < len(toks) && toks[k+1].kind == tokWord && toks[k+1].text == "with" && toks[k+2].kind == tokCode
}

// assertionTold reports words after a failure verb that give an
// assertion's result: "`retriesOn429` now fails (expected 3 attempts,
// got 1)". Only a run's assertion reads that way.
func assertionTold(ws []string) bool {
	for i, w := range ws {
		if w == "expected" && hasAny(ws[i+1:min(i+8, len(ws))], "got", "received", "but") {
			return true
		}
	}
	return false
}

// quotesError reports inline code that opens on an exception's name:
// "`AttributeError: 'ZoneInfo' object …`", "`NullPointerException`".
func quotesError(u unit) bool {
	in := codeSpans(u)
	for i, c := range u.codes {
		if !in.has(i) {
			continue
		}
		end := 0
		for end < len(c) && (c[end] == '_' || c[end] == '.' || c[end] >= 'a' && c[end] <= 'z' || c[end] >= 'A' && c[end] <= 'Z' || c[end] >= '0' && c[end] <= '9') {
			end++
		}
		name := c[:end]
		if strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Exception") {
			return end == len(c) || c[end] == ':' || c[end] == ' ' || c[end] == '('
		}
	}
	return false
}

// clauseFrom returns the index of the first word of the clause that holds
// word i: a colon or a semicolon ends the one before ("This is not
// finished: `go build ./...` fails until …" says the build fails).
func clauseFrom(toks []token, i int) int {
	for j := tokIndex(toks, i) - 1; j >= 0; j-- {
		if toks[j].kind == tokPunct && strings.ContainsAny(toks[j].text, ":;") {
			return wordIndex(toks, j)
		}
	}
	return 0
}

// failDenied reports a failure word that is negated, counted as zero,
// hypothetical or long gone: "no errors", "0 failures", "0 chart(s)
// failed" (a zero three words off), "if it fails", "no longer fails",
// "would fail".
func failDenied(ws []string, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		x := ws[j]
		if failNegators.has(x) && (j >= i-2 || x == "no" || x == "without" || x == "0" || x == "zero") || failHypothetical.has(x) && j >= i-3 {
			return true
		}
		if x == "and" || x == "but" || x == "," {
			break
		}
	}
	if i+1 < len(ws) && (ws[i+1] == "fixed" || ws[i+1] == "resolved" || ws[i+1] == "gone" || ws[i+1] == "cleared") {
		return true
	}
	// "the case that was failing now passes", "the previously failing test"
	if i+2 < len(ws) && ws[i+1] == "now" && hasAny(ws[i+2:i+3], "passes", "pass", "passing", "works", "succeeds") ||
		i > 0 && (ws[i-1] == "previously" || ws[i-1] == "formerly") && !hasAny(ws, "still") {
		return true
	}
	return fixedDone(ws) && !hasAny(ws, "still", "remaining", "remain", "remains", "pre-existing", "unrelated")
}

// fixedDone reports "fixed", "resolved" or "addressed" told as done, not
// as what is to come: "until that is fixed", "once it's resolved", "needs
// to be fixed" say the failure stands.
func fixedDone(ws []string) bool {
	for i, w := range ws {
		if w != "fixed" && w != "resolved" && w != "addressed" {
			continue
		}
		if !hasAny(ws[max(i-4, 0):i], "until", "once", "unless", "before", "when", "be", "needs", "need") {
			return true
		}
	}
	return false
}

// codeCommandNear reports inline code in the sentence that names a check
// command or a program run: "`cargo test --features fuse` fails to
// compile", "`scripts/kpi_weekly.py` fails to connect".
func codeCommandNear(u unit) bool {
	in := codeSpans(u)
	for i, c := range u.codes {
		if !in.has(i) {
			continue
		}
		switch commandKind(c, nil) {
		case ckTest, ckBuild, ckLint, ckTypecheck, ckRun:
			return true
		}
		if scriptPath(c) {
			return true // "`scripts/kpi_weekly.py` fails to connect to Snowflake": a run's failure
		}
	}
	return false
}

// scriptPath reports a path to a script the project runs rather than
// imports: one under a folder of scripts ("scripts/kpi_weekly.py",
// "./bin/sync", "ops/rotate.sh") or a shell script anywhere. A module of
// the source ("src/lib/parse.ts") that "fails fast" describes behaviour.
func scriptPath(c string) bool {
	c = strings.ToLower(strings.TrimPrefix(c, "./"))
	if strings.ContainsAny(c, " \t") || !strings.Contains(c, "/") {
		return false
	}
	if strings.HasSuffix(c, ".sh") {
		return true
	}
	dir, _, _ := strings.Cut(c, "/")
	switch dir {
	case "scripts", "script", "bin", "tools", "ops", "jobs", "tasks", "etl", "pipelines", "hack":
		return true
	}
	return false
}

// negatedSuccess reports a check said not to succeed, now: "the image does
// not build yet", "the tests don't pass on 3.12", "it still won't compile",
// "the test itself hasn't passed yet".
// A condition or a purpose ("if it doesn't build", "so it doesn't compile
// twice") is none, nor an argument not passed ("doesn't pass the token"):
// after the verb only the end of the sentence, a time, a place, a reason
// or a target may follow.
func negatedSuccess(ws []string) bool {
	for i := 1; i < len(ws); i++ {
		switch ws[i] {
		case "build", "compile", "pass", "building", "compiling", "passing", "passed", "built", "compiled":
		default:
			continue
		}
		if i+1 < len(ws) && !successTail(ws[i+1]) {
			continue
		}
		j := i - 1
		if ws[j] == "yet" || ws[j] == "even" {
			j--
		}
		if j < 0 {
			continue
		}
		switch {
		case ws[j] == "not" && j > 0 && hasAny(ws[j-1:j], "does", "do", "did", "will", "is", "are", "can", "has", "have"):
			j--
		case hasAny(ws[j:j+1], "doesn't", "don't", "didn't", "won't", "isn't", "aren't", "can't", "cannot", "hasn't", "haven't"):
		default:
			continue
		}
		if !hasAny(ws[max(j-4, 0):j], "if", "unless", "when", "whether", "so", "ensure", "sure", "avoid", "would", "could", "might", "should") {
			return true
		}
	}
	return false
}

// runDown reports a sentence that says the program run does not come up:
// "The container doesn't start", "the server fails to boot", "the worker
// keeps crashing", "container가 안 뜹니다", "서버가 실행되지 않습니다". A
// fix ("no longer crashes"), a condition or a purpose ("so it doesn't
// crash", "make sure it starts") tells none.
func runDown(u unit) bool {
	if u.korean {
		return u.lowAny(koRunNouns) != "" && u.lowAny(koRunDown) != "" && u.lowAny(koNoFail) == "" && u.lowAny([]string{"않도록", "않게", "면", "지 확인"}) == ""
	}
	ws := u.ws
	if !hasAny(ws, "container", "server", "app", "service", "pod", "binary", "process", "worker", "daemon", "program", "image", "api", "it") ||
		hasAny(ws, "longer", "fixed", "if", "unless", "ensure", "sure", "would", "could", "might", "prevent", "avoid") || hasWords(ws, "so that") {
		return false
	}
	for i, w := range ws {
		switch w {
		case "crashes", "crashed", "crashing", "crashloops", "crashloopbackoff":
			return i == 0 || ws[i-1] != "no" && ws[i-1] != "not"
		case "start", "boot", "launch", "come":
			// "doesn't start before the DB" tells what the code does; the
			// run's failure ends its clause or says how or why.
			if ti := tokIndex(u.toks, i); i == 0 || i+1 < len(ws) && !runDownTail(ws[i+1]) && !(ti+1 < len(u.toks) && u.toks[ti+1].kind == tokPunct) {
				continue
			}
			switch p := ws[i-1]; p {
			case "doesn't", "won't", "didn't", "can't", "cannot", "wouldn't":
				return true
			case "not":
				return i > 1 && hasAny(ws[i-2:i-1], "does", "did", "will", "can")
			case "to":
				return i > 1 && hasAny(ws[i-2:i-1], "fails", "failed", "unable")
			}
		}
	}
	return false
}

// runDownTail reports a word that may follow "doesn't start" in a report
// of the failure.
func runDownTail(w string) bool {
	switch w {
	case "up", "at", "anymore", "cleanly", "now", "on", "in", "with", "because", "since", "and", "but", "either", "locally", "here":
		return true
	}
	return false
}

var (
	koRunNouns = []string{"컨테이너", "container", "서버", "server", "앱", "서비스", "pod", "파드", "프로세스", "워커", "worker", "데몬", "이미지", "image", "바이너리"}
	koRunDown  = []string{"안 뜨", "안 뜹", "안 떠", "안 떴", "뜨지 않", "실행되지 않", "실행이 안", "안 돌아", "동작하지 않", "작동하지 않", "기동되지 않", "기동이 안", "죽습니다", "죽어요", "죽었", "크래시", "crash"}
)

// successTail reports a word that may follow "doesn't build" in a report
// of the failure: a time, a place, a reason or a target, or the next
// clause's first word ("the crate does not build; if you pick 2 …").
func successTail(w string) bool {
	switch w {
	case "yet", "anymore", "any", "now", "still", "locally", "here", "on", "in", "for", "with", "under", "against",
		"because", "since", "after", "either", "cleanly", "again", "at", "due",
		"and", "but", "so", "if", "unless", "until", "which", "while", "when":
		return true
	}
	return false
}

// koCause reports a word that ends a clause of cause ("값이 없어서", "키가
// 빠져 있어서", "권한이 없으니"): what it says is why the check fails, so
// its "없" takes nothing back from the failure after it.
func koCause(w string) bool {
	return hasSuffixAny(w, []string{"어서", "아서", "해서", "라서", "여서", "돼서", "워서", "니까", "으니"}) != ""
}

// koFailing reports a Korean sentence that says a check fails: a word of
// failure that neither its own clause nor what follows it takes back.
// Korean puts the outcome last, so a pass or a fix after the failure ends
// it ("실패하던 테스트가 이제 통과합니다", "에러가 나서 수정했습니다"), while
// one in an earlier clause is another step's ("컴파일 단계는 통과하고, 링크
// 단계에서 심볼을 못 찾아 실패합니다": the link fails), and so is a cause
// said before it ("값이 없어서 … 실패합니다").
func koFailing(u unit) bool {
	if u.lowAny(koFailWord) == "" || u.lowAny(koFailCheck) == "" && !codeCommandNear(u) {
		return false
	}
	if u.lowAny(koNoFail) == "" {
		return true
	}
	if len(u.low) != len(u.masked) {
		return false // lowering moved the offsets: read the sentence whole
	}
	from := 0
	for i, t := range u.toks {
		if t.hangul && containsAny(t.text, koFailWord) != "" && containsAny(u.low[from:], koNoFail) == "" {
			return true
		}
		if t.kind == tokPunct && (t.text == "," || t.text == ";") || t.hangul && (koJoins(t.text) || koCause(t.text)) {
			if i+1 < len(u.toks) {
				from = u.toks[i+1].off
			}
		}
	}
	return false
}

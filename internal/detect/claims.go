package detect

import (
	"strings"
)

// Claims reports whether text claims completion or success and whether the
// observed tool results back every claim. Text pasted into the message is
// never evidence.
func Claims(text string, observed []Observation) ClaimCheck {
	cc := ClaimCheck{Grounded: true, Reasons: []string{}, Claims: []Claim{}, Unsupported: []Claim{}}
	units := segment(text)
	var found []claim
	for i, u := range units {
		switch u.kind {
		case unitCode, unitQuote:
			continue
		}
		cs := sentenceClaims(u, observed)
		if u.colon && len(cs) > 0 && listClaims(units[i+1:], observed) {
			cs = withoutLabelClaims(cs)
		}
		if i+1 < len(units) && units[i+1].kind == unitCode && !shownRun(units[i+1].raw) {
			cs = withoutObjectVerb(cs, u)
		}
		if len(cs) > 0 && !u.korean && runningReportEN(u.ws) && !hasAny(u.ws, "pass", "passes", "passed", "green", "succeeded", "succeeds", "clean", "works") {
			// "The three image builds (plus a smoke run of each) are going
			// in the background": what still runs has no result yet, and
			// its name ("builds") is no claim of one.
			cs = nil
		}
		if len(cs) == 0 && u.korean && koSeenThere(u) {
			cs = []claim{{kind: ckRun, phrase: u.text()}}
		} else if len(cs) == 0 && u.korean && koTriedResult(u) {
			// A try and its result: a run or a test after the last edit
			// shows it ("`make e2e` 돌려서 … 것까지 확인했어요").
			cs = []claim{{kind: ckObserved, phrase: u.text()}}
		} else if !hasRun(cs) && mayClaim(u) && triedResult(u) {
			cs = observedOver(cs, u)
		}
		found = append(found, cs...)
		found = append(found, includedChecks(u, cs)...)
	}
	if len(found) == 0 {
		return cc
	}
	cc.Claim = true
	var backed []string
	seen := map[string]bool{}
	for _, c := range found {
		ok, why := ground(c.kind, observed)
		r := quoteShort(c.phrase) + ": " + why
		if seen[r] {
			continue
		}
		seen[r] = true
		rule, kind := claimRule(c.kind)
		cl := Claim{Rule: rule, Kind: kind, Phrase: c.phrase, Why: why, Backed: ok}
		cc.Claims = append(cc.Claims, cl)
		if ok {
			backed = append(backed, r)
			continue
		}
		cc.Grounded = false
		cc.Unsupported = append(cc.Unsupported, cl)
		cc.Reasons = append(cc.Reasons, r)
	}
	if cc.Grounded {
		cc.Reasons = append(cc.Reasons, backed...)
	}
	return cc
}

// sentenceClaims finds the success predicates of one sentence and what each
// is about.
func sentenceClaims(u unit, observed []Observation) []claim {
	if endsQuestion(u.masked) {
		return nil
	}
	if !mayClaim(u) || honestFailure(u.toks) || notFixedYet(u.ws) {
		return nil
	}
	out := append(checkmarkClaims(u, observed), statusLine(u, observed)...)
	for _, cl := range labelsJoined(u, clausesOf(u)) {
		part := u.masked[cl.from:cl.to]
		ct := cl.toks // their offsets are in u.masked, not in part
		if len(ct) == 0 {
			continue
		}
		if endsWithHangul(part) {
			if v := classifyKO(part, u.masked); v.cls == clsPromise || v.cls == clsHandoff {
				continue
			}
		} else if v := promiseEN(words(ct), false, clauseComma(ct)); v.cls == clsPromise {
			continue
		}
		observedIn := false
		for i := range ct {
			k, pred := predicateAt(ct, i)
			if k == ckNone {
				continue
			}
			if (pred == pFix || pred == pState || pred == pRun) && observedCue(ct, i) {
				pred = pObserved // "verified it works", "돌려 보니 정상 동작합니다"
			}
			if pred == pObserved {
				if observedIn {
					continue // one observation per clause: "정상 동작 확인했습니다"
				}
				observedIn = true
			}
			from := i
			if pred == pState && ct[i].kind == tokWord && (ct[i].text == "errors" || ct[i].text == "warnings" || ct[i].text == "problems" || ct[i].text == "issues" || ct[i].text == "failures" || ct[i].text == "offenses" || ct[i].text == "findings" || ct[i].text == "complaints" || ct[i].text == "complaint") {
				// "no type errors": the "no" belongs to the predicate.
				for from > 0 && from >= i-2 && !ct[from-1].is("no", "0", "zero", "without") {
					from--
				}
				from--
			}
			if ct[i].is("longer") {
				from = i - 1 // "no longer" is the predicate
			}
			if blockedPredicate(ct, max(from, 0)) || userConditionAfter(ct, i) || partialCount(ct, i) || exceptAfter(ct, i) || soFarAfter(ct, i) || eitherWay(ct, i) {
				continue
			}
			cats, ci := categories(ct, i, u.codes, observed)
			if (pred == pRun || pred == pState) && ct[i].is("returns", "responds", "answers", "exits") && (ci < 0 || ct[ci].kind != tokCode) {
				// "When Redis is down, /health returns 200", "the CLI exits
				// with 0": what the program answers, described, is the
				// change's behaviour; a command quoted as the subject
				// ("`curl -i …/health` returns 200") or a try before it
				// (triedResult) is a run's result.
				pred = pFix
			}
			// "`curl -sI …/api/health` now returns 200": a request quoted as
			// the subject, said to answer now, is that request's run and
			// its result, not the code described.
			request := pred == pFix && ct[i].is("returns", "responds", "answers") && ci >= 0 && ci < i && ct[ci].kind == tokCode &&
				ct[ci].span < len(u.codes) && requestCommand(u.codes[ct[ci].span])
			if len(cats) == 0 && pred != pFix && !opensParenthesis(u, cl) {
				// "`npx eslint src` → 0 problems": the subject sits in an
				// earlier clause of the same sentence. Not for a clause
				// in parentheses, which has a subject of its own: "Load
				// test is running (healthz returned 200 first)".
				cats = earlierCategory(u, cl.from, observed)
			}
			start := max(i-4, 0)
			if ci >= 0 && ci < i && ci >= i-8 {
				start = ci
				for start > 0 && ct[start-1].is("all", "the", "both", "every", "our", "its", "unit", "e2e", "integration", "release", "debug", "entire", "whole", "full") {
					start--
				}
			}
			for start < i && ct[start].kind == tokPunct {
				start++
			}
			for start > 0 && ct[start-1].end == ct[start].off && ct[start-1].kind != tokPunct {
				start-- // do not cut a word in two ("reload로")
			}
			end := i
			for end+1 < len(ct) && end < i+3 && (ct[end+1].is("now", "again", "out", "0", "it", "cleanly") || ct[end+1].hangul) {
				end++
			}
			phrase := unmask(u.masked[ct[start].off:ct[end].end], u.codes, u.quotes)
			if len(cats) == 0 {
				cats = []claimKind{ckNone}
			}
			for _, cat := range cats {
				kind := resolveKind(k, pred, cat, part)
				if request {
					kind = ckRun
				}
				out = append(out, claim{kind: kind, phrase: phrase})
			}
		}
	}
	return out
}

// honestFailure: a sentence that reports failures still standing is no
// claim, even if it also says some things pass.
func honestFailure(toks []token) bool {
	fail, still := false, false
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		w := t.text
		if (w == "fails" || w == "failing" || w == "breaks") && i > 0 && toks[i-1].is("but", "still") {
			return true // "the build works on your laptop but fails in CI"
		}
		if failWords.has(w) && fixedBefore(toks, i) {
			continue // "fixed the remaining type errors": the failure is the object fixed
		}
		if failWords.has(w) || t.hangul && (strings.Contains(w, "실패") || strings.HasPrefix(w, "fail")) {
			fail = true
			if i > 0 && toks[i-1].kind == tokWord && isNumber(toks[i-1].text) && toks[i-1].text != "0" {
				return true
			}
			if i > 1 && toks[i-1].kind == tokWord && isNumber(toks[i-2].text) && toks[i-2].text != "0" {
				return true
			}
		}
		switch {
		case w == "still" || w == "remain" || w == "remains" || w == "remaining" || w == "아직" || strings.HasPrefix(w, "남아"):
			still = true
		case t.hangul && (strings.HasPrefix(w, "아직") || strings.Contains(w, "여전히")):
			still = true
		}
	}
	return fail && still
}

// checkMarks are result marks that, next to a category, claim success:
// "Build: ✅  Tests: ✅".
var checkMarks = wordSet{has: checkMarksHas, list: []string{"✅", "✔", "✓", "☑", "🟢"}}

// checkmarkClaims reads result marks next to a category ("Build: ✅",
// "`pytest` ✔") as claims of that kind of check.
func checkmarkClaims(u unit, observed []Observation) []claim {
	var out []claim
	ct := u.toks
	kindAt := func(j int) claimKind {
		switch ct[j].kind {
		case tokCode:
			if ct[j].span < len(u.codes) {
				return commandKind(u.codes[ct[j].span], observed)
			}
		case tokWord:
			return wordKind(ct[j].text)
		}
		return ckNone
	}
	for i, t := range ct {
		if t.kind != tokPunct || !checkMarks.has(t.text) || marksPresence(ct, i) {
			continue
		}
		for _, j := range []int{i - 1, i - 2, i + 1} {
			if j < 0 || j >= len(ct) {
				continue
			}
			if k := kindAt(j); k != ckNone && k != ckEnv {
				out = append(out, claim{kind: k, phrase: unmask(u.masked[ct[min(i, j)].off:ct[max(i, j)].end], u.codes, u.quotes)})
				break
			}
		}
	}
	if u.check && len(out) == 0 && !reportsAction(u) {
		// A checked list item: "✅ Tests", "✔ `cargo clippy`".
		for j := range ct {
			if k := kindAt(j); k != ckNone && k != ckEnv {
				if _, p := predicateAt(ct, len(ct)-1); p == "" {
					out = append(out, claim{kind: k, phrase: "✔ " + truncate(u.text(), 60)})
				}
				break
			}
		}
	}
	return out
}

// marksPresence reports a check mark at i whose value says what is there,
// not how a run ended: a version ("✅ 1.47.2", "✅ v20.14.0") or something
// installed ("✅ build v1134 installed"). A row "Playwright CLI | ✅
// 1.47.2" reports the version found, not a run of the tests.
func marksPresence(ct []token, i int) bool {
	if i+1 >= len(ct) {
		return false
	}
	if n := ct[i+1]; n.kind == tokWord && (isNumber(n.text) || len(n.text) > 1 && n.text[0] == 'v' && isNumber(n.text[1:])) &&
		i+2 < len(ct) && ct[i+2].text == "." {
		return true // a dotted version
	}
	for j := i + 1; j < len(ct) && j <= i+4; j++ {
		if ct[j].kind == tokPunct && ct[j].text != "." && ct[j].text != "`" {
			break
		}
		if ct[j].is("installed", "present", "available") {
			return true
		}
	}
	return false
}

// statusWords are one-word results in a "label: result" status line.
var statusWords = wordSet{has: statusWordsHas, list: []string{"green", "clean", "passing", "passes", "passed", "pass", "ok", "okay", "success", "successful", "succeeded", "done", "fixed", "valid"}}

// statusLine reads a status written as "label: result": "Kotlin build:
// green", "`ktlint`: clean", "Tests: passing". The label says what the
// result is about.
func statusLine(u unit, observed []Observation) []claim {
	head, result, ok := strings.Cut(u.masked, ":")
	if !ok || strings.Contains(result, ":") {
		return nil
	}
	plain := plainText(u.masked)
	var rw []string
	var ht []token
	if plain {
		// Lower-casing leaves such a text's tokens as they are, and the
		// colon is a token of its own: the head's and the result's tokens
		// are the sentence's on either side of it.
		k := 0
		for k < len(u.toks) && u.toks[k].off < len(head) {
			k++
		}
		ht = u.toks[:k]
		rw = firstWords(u.toks[min(k+1, len(u.toks)):], 2)
	} else {
		rw = words(tokenize(lower(result)))
	}
	if len(rw) != 1 || !statusWords.has(rw[0]) {
		return nil
	}
	if !plain {
		ht = tokenize(lower(head))
	}
	if len(ht) == 0 || len(ht) > 5 {
		return nil
	}
	k := ckFix
	for _, t := range ht {
		switch {
		case t.kind == tokCode && t.span < len(u.codes):
			if c := commandKind(u.codes[t.span], observed); c != ckNone && c != ckEnv {
				k = c
			}
		case t.kind == tokWord:
			if c := wordKind(t.text); c != ckNone && c != ckEnv {
				k = c
			}
		}
	}
	return []claim{{kind: k, phrase: unmask(u.masked, u.codes, u.quotes)}}
}

// reportsAction: an item that names an action done ("✅ Added tests") is a
// report of work, not a claim that a check passed.
func reportsAction(u unit) bool {
	for _, w := range u.ws {
		if pastVerbEN(w) || strings.ContainsFunc(w, isHangul) && pastKO(w) {
			return true
		}
	}
	return false
}

// claimWords are the words predicateAt can start on; a sentence without any
// is skipped without splitting it into clauses.
var claimWords = wordSet{has: claimWordsHas, list: []string{"pass", "passes", "passing", "passed", "green", "succeeds", "succeeded", "completes", "finishes",
	"successful", "successfully", "clean", "cleanly", "builds", "compiles", "built", "compiled",
	"works", "working", "runs", "loads", "renders", "starts", "boots", "launches", "behaves",
	"correctly", "properly", "fixed", "resolved", "solved", "addressed", "done", "complete",
	"completed", "finished", "deployed", "published", "released", "shipped", "rolled", "applied",
	"pushed", "live", "valid", "validates", "typechecks", "type-checks", "errors", "warnings",
	"problems", "issues", "failures", "offenses", "findings", "returns", "returned", "responds",
	"responded", "answers", "exited", "exits", "0", "fix", "resolve", "deploy", "publish", "apply", "migrate", "longer", "gets", "got"},
	also: []*wordSet{&moreClaimWords}}

// mayClaim is the claim reader's prefilter: a checked item, a result mark,
// a Korean claim stem or an English claim word. A sentence without any of
// them holds no claim, and the predicates are not read.
func mayClaim(u unit) bool {
	if u.check {
		return true
	}
	for i := range u.toks {
		switch t := &u.toks[i]; {
		case t.kind == tokPunct && checkMarks.has(t.text):
			return true
		case t.kind == tokWord && !t.hangul && claimWords.has(t.text):
			return true
		}
	}
	// The stems are Hangul alone, so one in the sentence lies within one of
	// its Hangul tokens: the sentence is searched once, not token by token.
	return u.korean && claimStemIn(u.masked)
}

// labelsJoined returns parts with each option's label in parentheses
// joined to the clauses around it: in "once (1) is fixed, the upgrade
// starts" the label is the subject of a clause that "once" governs, not
// where a clause "is fixed" begins.
func labelsJoined(u unit, parts []clause) []clause {
	for i := 1; i+1 < len(parts); i++ {
		l := parts[i]
		if len(l.toks) != 1 || !optionLabel(u.masked[max(l.from-1, 0):min(l.to+1, len(u.masked))]) ||
			u.masked[l.from-1] != '(' || u.masked[l.to] != ')' {
			continue
		}
		prev, next := parts[i-1], parts[i+1]
		first := tokenIndex(u.toks, prev.toks[0].off)
		last := tokenIndex(u.toks, next.toks[len(next.toks)-1].off)
		joined := clause{from: prev.from, to: next.to, toks: u.toks[first : last+1]}
		parts = append(append(parts[:i-1:i-1], joined), parts[i+2:]...)
		i--
	}
	return parts
}

// tokenIndex returns the index of the token at byte offset off.
func tokenIndex(toks []token, off int) int {
	for k, t := range toks {
		if t.off == off {
			return k
		}
	}
	return 0
}

// shownRun reports a block that shows a run at a prompt and its output
// ("$ ./app" over what it printed): the sentence before it tells what the
// run showed, not what code does.
func shownRun(body string) bool {
	_, ok := transcript(body)
	return ok
}

// listClaims reports list items right after a lead, of which one at least
// claims a result of its own: "Checked locally:" over "- `actionlint …`:
// clean" and "- `hadolint …`: clean" leads an account whose items say what
// was checked, each held to its own run.
func listClaims(after []unit, observed []Observation) bool {
	for _, v := range after {
		if v.kind != unitList {
			return false
		}
		if len(sentenceClaims(v, observed)) > 0 {
			return true
		}
	}
	return false
}

// withoutLabelClaims drops the claims of a lead that are its label alone,
// a word of checking that names no check ("Checked locally", "Verified"),
// whose list says which ran. A lead that names its check ("All tests
// pass:") keeps its claim, which may be wider than its items'.
func withoutLabelClaims(cs []claim) []claim {
	out := cs[:0:0]
	for _, c := range cs {
		switch c.kind {
		case ckRun, ckObserved, ckFix:
			if len(strings.Fields(c.phrase)) <= 3 {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// withoutObjectVerb drops the claim of a sentence that ends on a verb of
// running or building, without a full stop, right before a code block:
// "it now runs" over a fenced `git describe …` tells what the code runs,
// the block its object, as "runs `git describe`" inline does.
func withoutObjectVerb(cs []claim, u unit) []claim {
	if len(cs) == 0 || len(u.toks) == 0 || u.toks[len(u.toks)-1].kind != tokWord && !u.colon {
		return cs
	}
	last := u.ws[len(u.ws)-1]
	switch last {
	case "runs", "executes", "calls", "builds", "compiles", "invokes":
	default:
		return cs
	}
	out := cs[:0:0]
	for _, c := range cs {
		if !strings.HasSuffix(strings.ToLower(strings.TrimRight(c.phrase, ": ")), last) {
			out = append(out, c)
		}
	}
	return out
}

// requestCommand reports a quote of a request sent to a served program:
// `curl -sI http://localhost/api/health`, `http :8080/orders`.
func requestCommand(code string) bool {
	fs := strings.Fields(code)
	if len(fs) < 2 {
		return false
	}
	switch fs[0] {
	case "curl", "wget", "http", "https", "xh", "httpie", "grpcurl":
		return true
	}
	return false
}

package detect

import (
	"strings"
)

// A try and what it showed is a claim of a run, whatever the verb of the
// try. "I hit `GET /x` locally: it now returns 200", "Replayed the key
// twice with curl: the second call returned the cached 201", "I reproduced
// the crash and confirmed the worker now logs it and moves on", "쿼리 로그
// 확인해 보니 21번 나가던 쿼리가 1번으로 줄었습니다": the agent ran something
// and reports the result, which a run or a test after the last edit must
// show. The try is the agent's (first in its sentence, or after I/we) and
// past; the result stands after a mark or "and", in a verb of the program
// answering. Advice ("You can confirm by hitting /x"), steps ("to
// reproduce, run …"), plans and a result still wrong are none.

var (
	tryVerbsEN = wordSet{has: tryVerbsENHas, list: []string{"hit", "reproduced", "replayed", "called", "curled", "requested", "sent", "posted", "ran", "re-ran", "reran",
		"tried", "triggered", "loaded", "opened", "clicked", "exercised", "fired", "invoked", "submitted", "uploaded", "pinged",
		"queried", "launched", "booted", "enqueued", "drove", "simulated", "retried"}}
	tryVoiceEN = wordSet{has: tryVoiceENHas, list: []string{"i", "we", "then", "first", "also", "just", "manually", "locally", "finally"}}
	// Verbs of the program answering a try.
	tryResultEN = wordSet{has: tryResultENHas, list: []string{"returns", "returned", "responds", "responded", "shows", "showed", "prints", "printed", "logs", "logged",
		"lists", "listed", "saw", "sees", "gets", "got", "renders", "rendered", "succeeds", "succeeded", "moves", "moved",
		"completes", "completed", "processes", "processed", "creates", "created", "writes", "wrote", "serves", "served",
		"redirects", "redirected", "answers", "answered", "displays", "displayed", "emits", "emitted", "came", "comes"}}
	// Words after the try that make its result no success.
	tryWrongEN = wordSet{has: tryWrongENHas, list: []string{"still", "fails", "failed", "crashes", "crashed", "hangs", "hung", "panics", "panicked", "broken", "breaks",
		"doesn't", "didn't", "not", "never", "should", "would", "will", "could", "might", "500", "502", "503"}}
	// Korean results of a measured change: "21번에서 1번으로 줄었습니다".
	koChangeResult = []string{"줄었", "줄어들었", "줄어듭", "감소했", "감소합", "늘었", "증가했", "사라졌", "없어졌", "빨라졌", "단축됐", "단축되었", "바뀌었", "바뀝니"}
	koReadOnly     = []string{"코드", "소스", "문서", "diff", "readme", "docs", "주석", "커밋", "이력", "히스토리", "설정 파일"}
)

// triedResult reports a sentence that says the agent tried the program and
// what it answered.
func triedResult(u unit) bool {
	if u.korean {
		return koTriedChange(u)
	}
	ct := u.toks
	t := -1
	for i, tk := range ct {
		if tk.kind == tokWord && tryVerbsEN.has(tk.text) && (i == 0 || tryVoiceEN.has(wordAt(ct, i-1)) && (i == 1 || wordAt(ct, i-1) == "i" || wordAt(ct, i-1) == "we" || wordAt(ct, i-2) == "i" || wordAt(ct, i-2) == "we" || i == 1) ||
			wordAt(ct, i-1) == "and" && ownPastOpening(ct)) {
			t = i
			break
		}
	}
	if t < 0 {
		return false
	}
	sep := false
	for j := t + 1; j < len(ct); j++ {
		tk := ct[j]
		if tk.kind == tokPunct && (tk.text == ":" || tk.text == "—" || tk.text == "–" || tk.text == ";" || tk.text == ",") || tk.is("and") {
			sep = true
			if tk.text == ":" && j+1 < len(ct) && ct[j+1].kind == tokCode && !wrongAfter(ct, j+1) {
				return true // "hit it with curl: `200 {"db":"up"}`": the answer quoted
			}
			continue
		}
		if tk.kind != tokWord {
			continue
		}
		if !sep && tk.is("pr", "pull", "issue", "ticket", "mr", "comment", "branch", "commit", "file", "docs") {
			return false // "opened the PR and CI shows …": no run of the program
		}
		// What was tried may be the failure itself ("reproduced the
		// crash"); only the result after the mark must not be one.
		if tryWrongEN.has(tk.text) || strings.HasSuffix(tk.text, "n't") || sep && tryWrong(ct, j) {
			return false
		}
		if sep && tryResultEN.has(tk.text) {
			return !wrongAfter(ct, j+1)
		}
	}
	return false
}

// ownPastOpening reports a sentence that opens on the agent's own past
// act, its subject left out: "Stopped the local Redis container and hit
// the endpoint: …", "Restarted the worker and replayed the job: …". A try
// joined to it by "and" is the agent's too.
func ownPastOpening(ct []token) bool {
	if len(ct) == 0 || ct[0].kind != tokWord {
		return false
	}
	w := ct[0].text
	if (w == "i" || w == "we") && len(ct) > 1 && ct[1].kind == tokWord {
		w = ct[1].text // "I started the app locally and hit it with curl: …"
	}
	return tryVerbsEN.has(w) || len(w) > 4 && strings.HasSuffix(w, "ed") && w != "need" && w != "seed"
}

// wrongAfter reports a word from k on that makes a try's result no
// success (see tryWrong).
func wrongAfter(ct []token, k int) bool {
	for ; k < len(ct); k++ {
		if tryWrong(ct, k) {
			return true
		}
	}
	return false
}

// tryWrong reports a word at k that makes the try's result no success: a
// negation, a modal, a result still wrong, or a failure ("it shows 3
// failures"), unless the program is said to handle it ("logs the error").
func tryWrong(ct []token, k int) bool {
	tk := ct[k]
	if tk.kind != tokWord {
		return false
	}
	if tk.text == "not" && ct[min(k+1, len(ct)-1)].is("just", "only", "merely") {
		return false // "reloads every time, not just the first" widens the result
	}
	if tryWrongEN.has(tk.text) || strings.HasSuffix(tk.text, "n't") {
		return true
	}
	if !failEN.has(tk.text) {
		return false
	}
	p := k - 1
	for p >= 0 && ct[p].is("the", "a", "an", "that", "this", "each", "every") {
		p--
	}
	return p < 0 || !ct[p].is("logs", "logged", "catches", "caught", "handles", "handled", "reports", "reported", "surfaces", "surfaced", "skips", "skipped")
}

// koTriedChange reports a Korean try, of running or of reading what the
// run left (a query log), and a measured change it showed: "쿼리 로그
// 확인해 보니 21번 나가던 쿼리가 1번으로 줄었습니다". Reading the code
// ("코드를 보니 …") finds a fact, not a result.
func koTriedChange(u unit) bool {
	at := -1
	for i, t := range u.toks {
		if t.hangul && hasSuffixAny(t.text, koTried) != "" {
			at = i
			break
		}
	}
	if at < 0 {
		return false
	}
	before := lower(u.masked[:u.toks[at].off])
	if containsAny(before, koReadOnly) != "" || koConditional(u.low) {
		return false
	}
	rest := lower(u.masked[u.toks[at].end:])
	if containsAny(rest, koTriedNotResult) != "" || !strings.ContainsAny(rest, "0123456789") {
		return false
	}
	return containsAny(rest, koChangeResult) != ""
}

// observedOver makes a sentence's claims of a fix one claim of a run: what
// it describes was seen by trying it. Claims of a named check stay.
func observedOver(cs []claim, u unit) []claim {
	out := cs[:0:0]
	for _, c := range cs {
		if c.kind != ckFix && c.kind != ckNone {
			out = append(out, c)
		}
	}
	return append(out, claim{kind: ckObserved, phrase: u.text()})
}

// hasRun reports a claim of a run, or of a result the agent saw.
func hasRun(cs []claim) bool {
	for _, c := range cs {
		if c.kind == ckRun || c.kind == ckObserved {
			return true
		}
	}
	return false
}

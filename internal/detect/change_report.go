package detect

import (
	"strings"
)

// ChangeReport returns the first sentence of text that reports, in the
// agent's own voice, a change it made to the project ("Refactored the
// storage layer into three files.", "I've added the retry to fetchRates.",
// "- Fixed the null check in parse()", "결제 모듈을 리팩터링했습니다."),
// and true. The gate holds such a sentence to the ledger only when the
// session changed no file at all, so the reader is narrow on purpose. It
// cannot fire on:
//
//   - a description of the code: the sentence must open with a past-tense
//     verb of changing (after "I", "I've", "I have", "Done:", a check
//     mark); "Retries were added in v2" and "`resume.go` removed
//     `sessionDir`" (code as the subject) do not, and Korean needs the
//     first-person report ending -했습니다 / -했어요 on such a verb. "Now"
//     tells how the code is after the change only where a report puts its
//     outcome: after a label of the change ("**Fix:**", "Done.", a "##
//     Fixed: …" heading) or as the message's opening sentence ("Upload
//     limit is now 50 MB"), never after another label or heading ("Root
//     cause: …", "## Cause"), as "right now" or "for now", or further in,
//     where it steps through a sequence; in Korean, 이제 with a present
//     statement and no subject before it ("이제 요청은 한 번만 나갑니다");
//   - a plan or an option: those are future or conditional ("I'll add",
//     "we could refactor", "if you want, I can fix"), never past;
//   - a question: a sentence that ends in a question mark is skipped;
//   - a URL or a quote of tool output: code spans, fences, quotes and URLs
//     are masked by segment before any word is read ("`fixed: 3`" in
//     output is not the agent speaking);
//   - an instruction to the user: imperatives open with a bare verb
//     ("Add the key to .env"), not a past form;
//   - a negation: "Didn't change anything", "No files were modified",
//     "수정하지 않았습니다".
func ChangeReport(text string) (string, bool) {
	done := false  // the sentence before said "Done." and nothing else
	fixed := false // under a heading that labels the section the fix: "## Fixed: bounces not recorded"
	lead := true   // no sentence of prose read yet: this one opens the message
	for _, u := range segment(text) {
		if u.kind == unitHeading {
			// A heading labels what follows: "## Cause" a state, not an
			// outcome; only a heading of the fix made says a change is.
			done, fixed, lead = false, fixHeading(u), false
			continue
		}
		if !prose(u) || endsQuestion(u.masked) {
			done = false
			continue
		}
		opens := lead && u.kind == unitProse && !opensOnLabel(u.masked)
		lead = false
		if u.korean {
			if changeReportKO(u.masked) || nowStateKO(u.masked) {
				return u.text(), true
			}
			continue
		}
		if changeReportEN(u.ws) && !namedSubject(u.toks) || labelledChange(u) || (done || fixed) && nowDescribes(u.ws) || opens && nowState(u.ws, namedSubject(u.toks)) || versionMoved(u.ws) {
			return u.text(), true
		}
		done = bareDone(u.ws)
	}
	return "", false
}

// nowState reports a sentence that tells, as its subject's state now, the
// outcome of a change: "Upload limit is now 50 MB", "`SyncWorker` now backs
// off exponentially". ChangeReport asks it only of the message's opening
// sentence, where a report puts its outcome; further in, "now" as often
// steps through a sequence ("`visibleItems()` now filters out the items
// just marked read"). "Right now", "for now" and "until now" tell the time
// of a state, not a change; a speaker, a modal or a negation before "now"
// makes it a plan or a state ("I'll write it now", "nothing is cached
// now"), as one just after it does ("the handler now would need …").
//
// coded says the sentence opens on code, a subject its words do not hold.
func nowState(ws []string, coded bool) bool {
	for i, w := range ws {
		if i >= 6 {
			return false
		}
		switch strings.Trim(w, "*_,.;") {
		case "now":
			if i == 0 {
				return coded
			}
			switch ws[i-1] {
			case "right", "for", "until", "till", "by", "just", "from", "of", "and", "so", "but":
				return false
			}
			return !hasAny(ws[i+1:min(i+4, len(ws))], "would", "could", "should", "might", "must", "need", "needs", "nothing", "no", "not", "never")
		case "i", "i'll", "i'd", "i'm", "we", "we'll", "we'd", "let", "let's", "you", "you'll", "if", "once", "when",
			"should", "would", "could", "can", "might", "must", "needs", "need", "will", "none", "nothing", "no", "not", "still":
			return false
		}
	}
	return false
}

// nowStateKO reports a Korean sentence that tells how the code behaves now
// that the change is in, with 이제 and a present statement, and no subject
// named before 이제: "이제 연속으로 눌러도 요청은 한 번만 나갑니다". A plan
// keeps -겠- ("이제 테스트를 실행하겠습니다"), an instruction -면 됩니다
// ("이제 `npm install` 하시면 됩니다"), a negation 않- or 없-.
func nowStateKO(masked string) bool {
	s := strings.TrimRight(strings.TrimSpace(masked), ".!~。 ")
	at := strings.Index(s, "이제 ")
	if at < 0 || at > 0 && s[at-1] != ' ' || !strings.HasSuffix(s, "니다") || namesSubjectKO(s[:at]) {
		// A subject named before it tells what someone else does now
		// ("이전 담당자가 제한을 수정해서, 이제 업로드가 실패합니다").
		return false
	}
	for _, not := range []string{"겠", "면 됩니다", "않", "없", "못", "안 ", "주세요", "필요"} {
		if strings.Contains(s, not) {
			return false
		}
	}
	return true
}

// versionMoved reports a sentence that opens on a dependency moved to a
// version, in the passive: "rack is bumped to 3.0.11", "`axios` has been
// upgraded to 1.7.4", "Version bumped to 1.4.0". A version is a number; "the timeout is set to 30s"
// describes a setting, and only the verbs of moving a version count.
func versionMoved(ws []string) bool {
	for i := 1; i < len(ws) && i <= 4; i++ {
		switch ws[i] {
		case "bumped", "upgraded", "downgraded", "pinned":
		default:
			continue
		}
		// The passive's be may go unsaid, as in a headline: "Version
		// bumped to **1.4.0**:".
		if i+2 < len(ws) && ws[i+1] == "to" && strings.ContainsAny(ws[i+2], "0123456789") {
			return !hasAny(ws[:i], "will", "would", "should", "can", "could", "must", "need", "needs", "to", "not", "isn't", "wasn't", "hasn't", "if", "once", "when")
		}
	}
	return false
}

// bareDone reports a sentence that only says the work is done: "Done.",
// "All done!", "Fixed." What follows it tells what was done.
func bareDone(ws []string) bool {
	switch strings.Join(ws, " ") {
	case "done", "all done", "fixed", "done and done":
		return true
	}
	return false
}

// fixHeading reports a heading that labels its section the fix made:
// "## Fixed: Postmark bounces not being recorded", "### ✅ Fixed". Under
// it a sentence that tells how the code is now ("Hard bounces now set
// `bounced = true`") reports the change, as after a bare "Fixed.". A
// heading of a fix proposed or to come ("## Suggested fix", "## Fix
// plan") labels no change made.
func fixHeading(u unit) bool {
	m := strings.ToLower(strings.TrimLeft(u.masked, "#*_ -✅✔🔧🛠\ufe0f"))
	return strings.HasPrefix(m, "fixed") && !strings.Contains(m, "?")
}

// labelledChange reports a sentence under a label of the agent's change
// that tells how the code is now: "**Fix:** the test now uses the
// `tmp_path` fixture", "Changed: `parse()` now skips blank lines", "Done:
// prefix is now `?` in `config.json`". The
// label says the description is of the change made; "now" that it is
// done. A proposal keeps a modal or an imperative ("**Fix:** use
// `tmp_path`", "Fix: the test should use …"), and "Suggested fix:" is a
// label of another kind.
func labelledChange(u unit) bool {
	m := strings.TrimLeft(u.masked, "*_#> -")
	label, rest, ok := strings.Cut(m, ":")
	if !ok {
		return false
	}
	switch strings.ToLower(strings.Trim(label, "*_ ")) {
	case "fix", "fixed", "the fix", "change", "changes", "changed", "what changed", "what i changed", "done", "all done":
	default:
		return false
	}
	return nowDescribes(strings.Fields(strings.ToLower(rest)))
}

// nowDescribes reports words that tell how the code is now, after a label
// or a "Done." that says the description is of the change made: "the test
// now uses the `tmp_path` fixture", "The second jump now uses 70% of the
// first". A modal, a negation or a need keeps it a proposal or a state.
func nowDescribes(ws []string) bool {
	for i, w := range ws {
		if i >= 6 {
			break
		}
		switch strings.Trim(w, "*_,.;") {
		case "should", "would", "could", "can", "might", "must", "needs", "need", "will", "none", "nothing", "no", "not":
			return false
		case "now":
			return true
		}
	}
	return false
}

// namedSubject reports a sentence whose subject, before any word, is code
// or a quote: "`resume.go` removed `sessionDir` from three signatures"
// tells what a file or a commit did (a review, a summary of a PR), not the
// agent.
func namedSubject(toks []token) bool {
	for _, t := range toks {
		switch t.kind {
		case tokCode, tokQuote:
			return true
		case tokWord:
			return false
		}
	}
	return false
}

// changeVerbsPast are the past forms that report a change to code.
func changeVerbsPast(s string) bool {
	switch s {
	case "added", "fixed", "implemented", "refactored", "updated", "changed", "removed", "renamed",
		"replaced", "rewrote", "rewritten", "moved", "extracted", "created", "wrote", "introduced",
		"converted", "migrated", "bumped", "switched", "modified", "deleted", "patched", "wired",
		"split", "merged", "restructured", "simplified", "corrected", "adjusted", "reworked", "ported",
		"upgraded", "inlined", "capped", "limited", "raised", "lowered", "increased", "decreased",
		"reduced", "enabled", "disabled", "resolved", "reverted", "restored", "hardened", "tightened",
		"relaxed", "pinned", "dropped", "configured", "registered", "handled", "guarded":
		return true
	}
	return false
}

// objectVerbsPast report a change only with their object after them, led
// by a determiner ("Formatted the codebase with ruff", "Regenerated all
// the clients"): alone they are as often adjectives ("Formatted output
// goes to stdout", "Regenerated clients live in gen/").
func objectVerbsPast(s string) bool {
	switch s {
	case "formatted", "reformatted", "regenerated":
		return true
	}
	return false
}

// objectLeads open the object of an objectVerbsPast verb.
func objectLeads(s string) bool {
	switch s {
	case "the", "all", "every", "each", "both", "everything", "it", "them", "these", "those", "its", "my":
		return true
	}
	return false
}

// reportLeads may open a report before its verb.
func reportLeads(s string) bool {
	switch s {
	case "i", "i've", "have", "done", "ok", "all", "now", "so",
		"also", "then", "first", "finally", "and", "successfully":
		return true
	}
	return false
}

// changeReportEN reports an English sentence that opens, within its first
// four words, with a past verb of change led only by report leads ("Also
// refactored …") and not negated.
func changeReportEN(ws []string) bool {
	for i, w := range ws {
		if i >= 4 {
			return false
		}
		if changeVerbsPast(w) || objectVerbsPast(w) && i+1 < len(ws) && objectLeads(ws[i+1]) {
			return i == 0 || reportLeads(ws[i-1]) && !reportNegated(ws[:i])
		}
		if !reportLeads(w) {
			return false
		}
	}
	return false
}

// reportNegated reports a negation among the words before the verb.
func reportNegated(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "not", "never", "didn't", "haven't", "hasn't", "no":
			return true
		}
	}
	return false
}

// koChangeReports end a Korean sentence that reports the speaker's change.
var koChangeReports = []string{"수정했습니다", "수정했어요", "추가했습니다", "추가했어요", "구현했습니다", "구현했어요",
	"변경했습니다", "변경했어요", "리팩터링했습니다", "리팩토링했습니다", "고쳤습니다", "고쳤어요", "바꿨습니다", "바꿨어요",
	"삭제했습니다", "제거했습니다", "작성했습니다", "반영했습니다", "적용했습니다", "수정 완료했습니다", "수정 완료", "구현 완료",
	// a value or a version moved: "타임아웃을 30초로 늘렸습니다", "axios를 1.7.4로 올렸습니다"
	"늘렸습니다", "늘렸어요", "올렸습니다", "올렸어요", "낮췄습니다", "낮췄어요", "줄였습니다", "줄였어요",
	"업데이트했습니다", "업그레이드했습니다", "교체했습니다", "옮겼습니다", "분리했습니다",
	// a fix, a limit or a setting put in: "SameSite를 Lax로 바꿔서 해결했습니다", "최대값 제한을 걸었습니다"
	"해결했습니다", "해결했어요", "설정했습니다", "설정했어요", "걸었습니다", "걸었어요", "넣었습니다", "넣었어요",
	"막았습니다", "처리했습니다", "되돌렸습니다", "복구했습니다", "개선했습니다", "연결했습니다", "등록했습니다",
	"고정했습니다", "뺐습니다", "지웠습니다"}

// changeReportKO reports a Korean sentence that ends in a report of a
// change made (koChangeReports), not negated.
func changeReportKO(masked string) bool {
	s := strings.TrimRight(strings.TrimSpace(masked), ".!~。 ")
	if strings.Contains(s, "않았") || strings.Contains(s, "못했") || strings.Contains(s, "없습니다") {
		return false
	}
	for _, end := range koChangeReports {
		if strings.HasSuffix(s, end) {
			// "코드는 안 바꿨습니다": the adverb of negation before the verb.
			return !strings.HasSuffix(strings.TrimSuffix(s, end), "안 ")
		}
	}
	return completedClauseKO(lower(s)) || reportClauseKO(s) || resultClauseKO(s)
}

// koResultJoins turn a verb's connective -서 form into the past stem
// koChangeReports holds: 수정해서 → 수정했, 바꿔서 → 바꿨, 고쳐서 → 고쳤.
var koResultJoins = [...][2]string{{"해서", "했"}, {"꿔서", "꿨"}, {"쳐서", "쳤"}, {"려서", "렸"}, {"춰서", "췄"}, {"겨서", "겼"}}

// resultClauseKO reports a sentence whose first clause is a change joined
// by -서 to the state it brought, said as now: "`format_krw`를 사용하도록
// 수정해서, 이제 `12,000원`처럼 표시됩니다". "이제" says the change is in;
// without it the -서 clause may be a request or a plan ("수정해서 다시
// 올려 주세요").
func resultClauseKO(s string) bool {
	for _, j := range koResultJoins {
		i := strings.Index(s, j[0]+",")
		if k := strings.Index(s, j[0]+" "); i < 0 || k >= 0 && k < i {
			i = k
		}
		if i < 0 || !strings.Contains(s[i:], "이제") {
			continue
		}
		clause := s[:i]
		at := strings.LastIndexByte(clause, ' ') + 1
		before, verb := clause[:at], clause[at:]+j[1]
		if strings.HasSuffix(before, "안 ") || strings.HasSuffix(before, "못 ") || namesSubjectKO(before) {
			continue
		}
		for _, end := range koChangeReports {
			if stem, ok := strings.CutSuffix(end, "습니다"); ok && verb == stem {
				return true
			}
		}
	}
	return false
}

// reportClauseKO reports a sentence whose first clause is joined by -고 and
// ends in a verb of koChangeReports, with no subject named before it:
// "`client_max_body_size`를 `50m`으로 올렸고, `nginx -t`로 …". Korean
// drops the subject when the speaker is the one who did it; a clause that
// names one ("커밋 a1b2가 정렬 기준을 바꿨고, …") tells what someone else did.
func reportClauseKO(s string) bool {
	i := strings.Index(s, "고,")
	if j := strings.Index(s, "고 "); i < 0 || j >= 0 && j < i {
		i = j
	}
	if i < 0 {
		return false
	}
	clause := s[:i]
	verb := clause[strings.LastIndexByte(clause, ' ')+1:]
	before := strings.TrimSuffix(clause, verb)
	if strings.HasSuffix(before, "안 ") || strings.HasSuffix(before, "못 ") || namesSubjectKO(before) {
		return false
	}
	for _, end := range koChangeReports {
		stem, ok := strings.CutSuffix(end, "습니다")
		if !ok {
			stem, ok = strings.CutSuffix(end, "어요")
		}
		if ok && strings.HasSuffix(verb, stem) {
			return true
		}
	}
	return false
}

// namesSubjectKO reports a word marked as a clause's subject (-가, -이,
// -께서). It also takes adverbs such as 같이: the reader stays silent on
// them, which only costs a report it could have read.
func namesSubjectKO(clause string) bool {
	for _, w := range strings.Fields(clause) {
		if len(w) > len("가") && (strings.HasSuffix(w, "가") || strings.HasSuffix(w, "이") || strings.HasSuffix(w, "께서")) {
			return true
		}
	}
	return false
}

// koCompleted are the work a Korean report says is completed ("수정 완료",
// "fix 완료"): in any clause of the sentence, 완료 says the agent finished
// it, where a bare past verb in a joined clause may tell what someone did
// before ("커밋 a1b2가 A를 바꿨고, 그 뒤로 …").
var koCompleted = []string{"수정", "구현", "반영", "적용", "추가", "변경", "리팩터링", "리팩토링", "fix", "fixed", "refactor", "update", "implement", "patch"}

// completedClauseKO reports a clause that ends in "<work> 완료" followed by
// a light verb or a comma: "Fix 완료했고, 이제 에러가 표시됩니다",
// "수정 완료, 배포는 내일".
func completedClauseKO(low string) bool {
	for from := 0; ; {
		i := strings.Index(low[from:], "완료")
		if i < 0 {
			return false
		}
		at := from + i
		from = at + len("완료")
		rest := low[from:]
		if !strings.HasPrefix(rest, "했") && !strings.HasPrefix(rest, "하였") && !strings.HasPrefix(rest, ",") {
			continue
		}
		before := strings.TrimRight(low[:at], " ")
		for _, w := range koCompleted {
			if strings.HasSuffix(before, w) {
				return true
			}
		}
	}
}

// opensOnLabel reports a sentence that opens on a label ("Root cause: …",
// "**Suggested fix:** …"): what follows is of the label's kind, which
// labelledChange reads where it names the change made.
func opensOnLabel(masked string) bool {
	label, _, ok := strings.Cut(masked, ":")
	return ok && len(strings.Fields(label)) <= 3 && !strings.ContainsAny(label, ".!?`")
}

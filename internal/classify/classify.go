package classify

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Mode is the kind of task a prompt asks for.
type Mode string

const (
	Quick   Mode = "quick"   // a question, explanation or lookup; no change expected
	Normal  Mode = "normal"  // a contained change
	Deep    Mode = "deep"    // multi-file work, feature, refactor, migration, hard/intermittent debugging, performance work
	Blocked Mode = "blocked" // the user asks the agent to CARRY OUT an action across a sensitive boundary
)

// Risk flags, in this canonical order.
const (
	Production   = "production"
	Database     = "database"
	SecretOrAuth = "secret-or-auth"
	RemoteWrite  = "remote-write"
	Destructive  = "destructive"
)

// Result is the classification of one prompt.
type Result struct {
	Mode    Mode     `json:"mode"`
	Risks   []string `json:"risks"`             // never nil (JSON []), canonical order, no duplicates
	Reasons []string `json:"reasons,omitempty"` // short, user-facing: which words/rule decided

	// Waiver is the user's own words when the prompt waives verification
	// ("don't run the tests", "I'll test it myself", "빌드는 내가 할게"),
	// else "". It covers running tests, builds and checks only, never a
	// claim of a result nobody observed.
	Waiver string `json:"waiver,omitempty"`
	// Cuts are the parts of the task the user asks to skip, stub, mock,
	// defer or leave out, each the object phrase lower-cased ("pdf", "sms
	// provider", "리눅스"); nil when none. A requested removal is work, not
	// a cut (see findCuts).
	Cuts []string `json:"cuts,omitempty"`

	// deletesNamed is set when the prompt asks to delete what was named
	// before it ("ok, delete them", "지워 주세요") and no risk it holds
	// says where: Continue reads it against the task it goes on with.
	deletesNamed bool
	// operatesNamed is set when the prompt asks for an operation only a
	// running system takes (restart, roll back, redeploy, apply) on what
	// was named before ("ok restart them", "두 개 다 적용해줘") and no risk
	// it holds says where: Continue reads it against the task too.
	operatesNamed bool
	// repeatsInProduction is set when the prompt's only object is
	// production itself ("Now do production.", "run it on prod too"): the
	// task's act, again, there.
	repeatsInProduction bool
}

// maxPromptBytes bounds the work per prompt. The request is almost always at
// the start; a long tail is usually pasted logs or code.
const maxPromptBytes = 8 << 10

// Prompt classifies a user prompt. The decision, in order:
//
//  1. any requested action across a sensitive boundary: Blocked;
//  2. an explicit scope limit ("just explain", "설명만"; or "briefly" with a
//     question): Quick;
//  3. a requested change: Normal, or Deep when enough size signals add up;
//  4. a question or a request for an explanation: Quick, unless the prompt
//     is a long structured document, which asks for work;
//  5. anything else: Normal (or Deep), never Quick.
//
// Risk flags are the union of the sensitive areas mentioned and those of the
// requested actions; a general concept question gets none.
//
// Pasted material (code, tool output, quoted blocks) is read by no rule,
// and the body of a pasted plan counts only for the size of the task and
// the areas it touches (see material.go): a prompt's requests, questions,
// scope words, waivers and cuts are the user's own words.
func Prompt(text string) Result {
	text = truncate(text, maxPromptBytes)
	low := lowered(text)
	plain := blanked(low)
	body := planBody(plain)
	work := maskNegations(neutralize(plain))
	clauses := splitClauses(work)
	req := len(clauses) // clauses[:req] are the request, the rest a plan's body
	for req > 0 && clauses[req-1].start >= body {
		req--
	}
	// Two halves: the requests (each clause's mood and verbs, the actions
	// across a boundary, the size of a change) and what the words show
	// whatever is asked (the areas, scope words, waiver and cuts). Neither
	// reads what the other writes; a clause's seen patterns are written by
	// the first half alone.
	rq := readAsks(work, plain, body, clauses[:req])
	ws := readWords(text, work, plain, body, clauses)

	flags := ws.flags
	var r Result
	switch {
	case len(rq.acts) > 0:
		r.Mode = Blocked
		seen := map[string]bool{}
		for _, a := range rq.acts {
			flags |= a.flags
			why := "asks to " + a.what + " (" + quote(text, a.clause) + ")"
			if !seen[why] {
				seen[why] = true
				r.Reasons = append(r.Reasons, why)
			}
		}
	case ws.strong != "":
		r.Mode = Quick
		r.Reasons = append(r.Reasons, `explicit scope "`+ws.strong+`" limits it to an answer`)
	case ws.weak != "" && rq.hasAsk:
		r.Mode = Quick
		r.Reasons = append(r.Reasons, `explicit scope "`+ws.weak+`" with a question`)
	case rq.hasChange:
		r.Reasons = append(r.Reasons, `asks for a change ("`+rq.changeCue+`")`)
		r.Mode, r.Reasons = rq.size(r.Reasons)
	case rq.hasAsk && !rq.document:
		r.Mode = Quick
		r.Reasons = append(r.Reasons, `asks a question or for an explanation ("`+rq.askCue+`")`)
	case rq.hasAsk:
		// A long document with sections asks for work even when it holds
		// questions: "## Open questions" in a pasted plan.
		r.Reasons = append(r.Reasons, "a long structured prompt; its questions are part of the work")
		r.Mode, r.Reasons = rq.size(r.Reasons)
	default:
		// Unmatched is never quick: an unrecognised prompt may well be a
		// change, and the gate must not wave it through.
		r.Reasons = append(r.Reasons, "no request or question recognised; treated as a change")
		r.Mode, r.Reasons = rq.size(r.Reasons)
	}
	if r.Mode == Quick && flags != 0 && ws.concept {
		flags = 0 // a general question, not about the user's own systems
	}
	if flags != 0 && r.Mode != Blocked {
		r.Reasons = append(r.Reasons, "involves "+strings.Join(ws.flagWhy, ", "))
	}
	r.Risks = flags.list()
	r.deletesNamed = rq.deletesNamed && r.Mode != Blocked
	r.operatesNamed = rq.operatesNamed && r.Mode != Blocked
	r.repeatsInProduction = rq.repeatsProduction && r.Mode != Blocked
	r.Waiver = ws.waiver
	for _, c := range ws.cuts {
		if !slices.Contains(r.Cuts, c) {
			r.Cuts = append(r.Cuts, c)
		}
	}
	return r
}

// askReading is what a prompt's request clauses ask.
type askReading struct {
	verbs             []verbUse
	hasChange, hasAsk bool
	changeCue, askCue string
	acts              []action
	deletesNamed      bool // a deletion of what was named before (deletesNamedBefore)
	operatesNamed     bool // an operation on what was named before (operatesNamedBefore)
	repeatsProduction bool // the task's act asked again, in production (repeatsInProduction)
	document          bool // a long structured prompt (isDocument)
	// The size of a change, read when the prompt may be one: it is not
	// read for a prompt that asks an action across a boundary or only
	// questions, and is read in vain for one a scope word makes Quick.
	sized   bool
	sizeOf  Mode
	sizeWhy []string
}

func readAsks(work, plain string, body int, clauses []clause) askReading {
	var rq askReading
	infos := make([]clauseInfo, len(clauses))
	for i := range infos {
		infos[i] = analyzeClause(&clauses[i])
	}
	for i := len(infos) - 2; i >= 0; i-- {
		koCarriedRequest(&infos[i], &infos[i+1])
	}
	for i := range infos {
		rq.verbs = append(rq.verbs, infos[i].verbs...)
		switch infos[i].mood {
		case moodChange:
			for _, v := range infos[i].verbs {
				rq.deletesNamed = rq.deletesNamed || deletesNamedBefore(v)
				rq.operatesNamed = rq.operatesNamed || operatesNamedBefore(v)
				rq.repeatsProduction = rq.repeatsProduction || repeatsInProduction(v)
			}
			if !rq.hasChange {
				rq.changeCue = infos[i].cue
			}
			rq.hasChange = true
		case moodQuestion, moodExplain:
			if !rq.hasAsk {
				rq.askCue = infos[i].cue
			}
			rq.hasAsk = true
		}
	}
	rq.acts = findActions(work[:body], infos)
	rq.document = rq.hasAsk && !rq.hasChange && isDocument(plain)
	if len(rq.acts) == 0 && (rq.hasChange || !rq.hasAsk || rq.document) {
		rq.sized = true
		rq.sizeOf, rq.sizeWhy = sizeChange(work, plain, body, rq.verbs, nil)
	}
	return rq
}

// size returns the mode of a change and reasons with the size's added.
func (rq *askReading) size(reasons []string) (Mode, []string) {
	if !rq.sized {
		panic("classify: the size of a change was not read")
	}
	return rq.sizeOf, append(reasons, rq.sizeWhy...)
}

// wordReading is what a prompt's words show whatever it asks.
type wordReading struct {
	flags        flagSet
	flagWhy      []string
	strong, weak string // scope words
	waiver       string
	cuts         []string
	concept      bool // isConceptQuestion
}

func readWords(text, work, plain string, body int, clauses []clause) wordReading {
	var ws wordReading
	ws.flags, ws.flagWhy = mentionedRisks(text, work, clauses)
	ws.strong, ws.weak = scopeWord(plain[:body])
	if ws.flags != 0 {
		ws.concept = isConceptQuestion(work)
	}
	ws.waiver = findWaiver(text, plain[:body], work[:body])
	ws.cuts = append(findCuts(plain[:body], work[:body]), outOfScope(plain, body)...)
	return ws
}

// sizeChange decides between Normal and Deep for a change. A pasted plan
// is sized by its structure and title, the request around it by its words.
func sizeChange(work, plain string, body int, verbs []verbUse, reasons []string) (Mode, []string) {
	var score int
	var why []string
	if body < len(work) {
		// The lead line ("Implement the following plan:") says nothing
		// about the size.
		score, why = depthScore(planTitle(work[body:]), verbs)
		s, w := planSize(plain[body:])
		score, why = score+s, append(why, w...)
	} else {
		score, why = depthScore(work, verbs)
	}
	if score >= deepThreshold {
		return Deep, append(reasons, why...)
	}
	return Normal, reasons
}

// quote returns the user's own words for a clause, shortened.
func quote(text string, cl *clause) string {
	if cl == nil || cl.start < 0 || cl.end > len(text) || cl.start >= cl.end {
		return `""`
	}
	q := strings.TrimSpace(text[cl.start:cl.end])
	q = truncate(q, 60)
	return `"` + q + `"`
}

// truncate cuts s to at most n bytes on a rune boundary.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

package gate

import (
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
	"github.com/proofgate/proofgate/internal/observe"
	"github.com/proofgate/proofgate/internal/once"
)

// stop is one stop being judged: the input, the ledger's evidence read
// once, and the final message read on first use (most stops of a session
// with nothing to judge never need it), each part when a rule first asks
// for it.
type stop struct {
	in Input
	l  *ledger.Ledger
	ev evidence
	rd func() reading
	// claimed is what the message claims; acted what it reports done,
	// boundary actions and changes (see detect.Acts); reported the kinds
	// of action it says were carried out (commit, push, publish …; see
	// detect.ReportedActions). All are empty for a foreign message.
	claimed  func() claims
	acted    func() (acts, changes []string)
	reported func() []string
}

func newStop(in Input) *stop {
	s := &stop{in: in, l: in.Ledger, ev: readEvidence(in.Ledger)}
	s.rd = sync.OnceValue(func() reading { return read(in.Message) })
	s.claimed = sync.OnceValue(func() claims {
		if s.rd().foreign {
			return claims{}
		}
		return readClaims(in.Message, Observations(in.Ledger))
	})
	s.acted = sync.OnceValues(func() ([]string, []string) {
		if s.rd().foreign {
			return nil, nil
		}
		return detect.Acts(in.Message)
	})
	s.reported = sync.OnceValue(func() []string {
		if s.rd().foreign {
			return nil
		}
		return detect.ReportedActions(in.Message)
	})
	return s
}

// actedInTurn reports a command of this turn that acted beyond the
// working tree and succeeded (a push, a publish, a deploy, a write to a
// database).
func (s *stop) actedInTurn() bool {
	since := s.reportSince()
	for _, a := range s.l.Actions {
		if a.Seq > since && a.OK && a.Kind.Boundary() && s.aimedAsReported(a) {
			return true
		}
	}
	return false
}

// reportSince is the sequence number after which the session did the work
// the message reports, an act or a run: the turn's start, or the task's
// when the prompt went on with it ("make sure the pods came back" after
// the rotation ran, "continue" after a watcher started): the report
// covers the task, and what its first turn did is what it reports.
func (s *stop) reportSince() int {
	if s.l.WentOn && s.l.Task < s.l.Turn {
		return s.l.Task
	}
	return s.l.Turn
}

// aimedAsReported reports an action that may be the one the message
// reports: where the message reports an act in production, or the task
// asked for one, a command that names only another environment (psql
// "$DEV_DATABASE_URL", --context staging) carried out something else.
func (s *stop) aimedAsReported(a ledger.Action) bool {
	// The line first: reading the message's acts costs more. A migration
	// run as the checkout runs it by default reached the developer's
	// database, not the production the message reports.
	if !observe.ElsewhereThanProduction(a.Command) && !(a.Kind == observe.Data && observe.DefaultDatabase(a.Command)) {
		return true
	}
	if s.reportsProduction() {
		return false
	}
	// A task that asked for production is done there: a report that names
	// no environment ("Purge done: 12,904 keys deleted") reports that task,
	// one that names the other environment ("Staging: the backfill updated
	// 18,422 invoices") reports what ran there.
	return !slices.Contains(s.l.Risks, "production") || s.reportsEnvironment(nonProduction, true) // classify.Production
}

// actedElsewhere returns the command of this turn's first action that
// succeeded against another environment than the production the message
// reports, or "".
func (s *stop) actedElsewhere() string {
	for _, a := range s.l.Actions {
		if a.Seq > s.l.Turn && a.OK && a.Kind.Boundary() && !s.aimedAsReported(a) {
			return a.Command
		}
	}
	return ""
}

// reportsProduction reports a message whose acts (see detect.Acts) name
// production.
func (s *stop) reportsProduction() bool { return s.reportsEnvironment(production, false) }

// reportsEnvironment reports a message one of whose acts (see detect.Acts)
// has a word env holds; with changes, one of its changes reported too.
func (s *stop) reportsEnvironment(env func(w string) bool, changes bool) bool {
	acts, changed := s.acted()
	if changes {
		acts = append(acts[:len(acts):len(acts)], changed...)
	}
	for _, a := range acts {
		for _, w := range strings.FieldsFunc(strings.ToLower(a), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			if env(w) {
				return true
			}
		}
	}
	return false
}

// production reports a word (lower case) that names production.
func production(w string) bool {
	return w == "production" || w == "prod" || strings.HasPrefix(w, "운영") || strings.HasPrefix(w, "프로덕션") || strings.HasPrefix(w, "실서버")
}

// nonProduction reports a word (lower case) that names an environment
// other than production.
func nonProduction(w string) bool {
	switch w {
	case "staging", "stage", "dev", "development", "qa", "sandbox", "preview", "local", "locally":
		return true
	}
	return strings.HasPrefix(w, "스테이징") || strings.HasPrefix(w, "개발") || strings.HasPrefix(w, "로컬")
}

// actedAsReported reports that every kind of action the message reports
// done (see detect.ReportedActions) has a command of that kind in this
// turn that succeeded; with no kind named, any such command will do. A
// force push reported needs a push that was forced: the tag pushed beside
// it rewrote no branch.
func (s *stop) actedAsReported(reported []string) bool {
	if len(reported) == 0 {
		return s.actedInTurn()
	}
	since := s.reportSince()
	for _, k := range reported {
		kind, forced := observe.ActionKind(k), k == "force-push"
		if forced {
			kind = observe.Push
		}
		if !kind.Boundary() {
			continue
		}
		done := false
		for _, a := range s.l.Actions {
			if a.Seq > since && a.OK && slices.Contains(doneBy.Get()[kind], a.Kind) && s.aimedAsReported(a) && (!forced || observe.ForcesPush(a.Command)) {
				done = true
				break
			}
		}
		if !done {
			return false
		}
	}
	return true
}

// doneBy names, per kind of action a message reports, the kinds of command
// that carry it out: a rollback is a release, a database dropped by
// terraform destroy is infrastructure. A release also stands for a script
// run against production (./ops/rotate.sh prod), which may do any of them.
var doneBy = once.Value[map[observe.ActionKind][]observe.ActionKind]{Build: func() map[observe.ActionKind][]observe.ActionKind {
	return map[observe.ActionKind][]observe.ActionKind{
		observe.Push:    {observe.Push},
		observe.Merge:   {observe.Merge, observe.Push},
		observe.Publish: {observe.Publish, observe.Release},
		observe.Release: {observe.Release, observe.Infra, observe.Push}, // a pushed tag starts a release
		observe.Data:    {observe.Data, observe.Infra, observe.Release},
		observe.Infra:   {observe.Infra, observe.Release, observe.Data},
		observe.Secret:  {observe.Secret, observe.Infra, observe.Release},
	}
}}

// failedOnly returns this turn's latest action of kind when every run of
// it in the turn failed, or nil.
func (s *stop) failedOnly(kind observe.ActionKind) *ledger.Action {
	return s.onlyUnended(func(a ledger.Action) bool { return a.Kind == kind }, func(a ledger.Action) bool { return !a.OK })
}

// failedAsReported returns this turn's latest action that may have carried
// out an act of kind reported done (see doneBy) when every such action in
// the turn failed, or nil: "Published @acme/ui 1.8.0" after
// ./scripts/release.sh, a release whose publish step was refused, rests
// on a run that failed.
func (s *stop) failedAsReported(kind observe.ActionKind) *ledger.Action {
	by := doneBy.Get()[kind]
	return s.onlyUnended(func(a ledger.Action) bool { return a.Kind == kind || slices.Contains(by, a.Kind) }, func(a ledger.Action) bool { return !a.OK })
}

// runningOnly returns this turn's latest action of kind when it went to
// the background and still runs, and no run of kind in the turn ended
// well; nil otherwise.
func (s *stop) runningOnly(kind observe.ActionKind) *ledger.Action {
	return s.onlyUnended(func(a ledger.Action) bool { return a.Kind == kind }, ledger.Action.Running)
}

// onlyUnended returns this turn's latest action of the kinds that holds of
// that unended holds of, when no such action in the turn ended well; nil
// otherwise.
func (s *stop) onlyUnended(of, unended func(ledger.Action) bool) *ledger.Action {
	var last *ledger.Action
	for i := range s.l.Actions {
		a := &s.l.Actions[i]
		if a.Seq <= s.l.Turn || !of(*a) {
			continue
		}
		switch {
		case unended(*a):
			last = a
		case a.OK:
			return nil
		}
	}
	return last
}

// agentStop reports a stop whose final message goes to another agent, not
// to the user: a subagent's, or a teammate's in an agent team.
func (s *stop) agentStop() bool { return s.in.Subagent != "" || s.l.Teammate }

// running reports work still under way: the harness's background tasks,
// or a verification whose result has not arrived.
func (s *stop) running() bool { return s.in.BackgroundTasks > 0 || s.ev.pending != nil }

// gap reports this turn's changes that no verification vouches for, when
// nothing the gate cannot see might have vouched for them.
func (s *stop) gap() bool {
	return len(s.ev.unverified()) > 0 && !s.ev.unseen()
}

// earlierGap reports behavioural changes made before this turn that no
// verification has vouched for since, in a turn that changed nothing and
// whose prompt neither carries output the user pasted nor says the work
// does what it should (what the user saw is evidence the agent may rest
// on).
func (s *stop) earlierGap() bool {
	if s.ev.lastChange == 0 || s.ev.lastChange > s.l.Turn || s.ev.turnAny || s.l.Pasted || s.l.Confirmed || s.ev.unseen() || s.ev.unread() {
		return false
	}
	if !s.ev.verified() {
		return true
	}
	// A check passed after the last change; it may not read what changed
	// (a build after a query's edit).
	var earlier []ledger.Change
	for _, c := range s.l.Changes {
		if c.Behavioural() {
			earlier = append(earlier, c)
		}
	}
	return len(s.ev.reads.uncovered(earlier)) > 0
}

// exemption names why an open gap does not block: the user waived
// verification, the verification still runs in the background (or the
// agent waits on running work), the agent states a reasoned gap or hands
// a decision to the user.
func (s *stop) exemption() string {
	r := s.rd()
	switch {
	case s.l.Waiver != "":
		return "waiver.verification"
	case s.ev.pending != nil || s.in.BackgroundTasks > 0 && r.waits():
		return "background.running"
	case r.reasonedGap() || (r.f.Unverified || r.failure()) && s.ev.unreached():
		// The message says what is not verified, and why; or it says so,
		// or that the check failed, and the session shows why: the
		// check's program is not here, or what it reads is out of its
		// reach ("`terraform plan` fails here with `No valid credential
		// sources found`").
		return "gap.reasoned"
	case s.ev.failing != nil && s.ev.passed != nil && (r.failure() || s.exitTold(s.ev.failing)):
		// A check passed after the change and the message reports the run
		// that failed (a pre-existing failure, a wider suite, a run made
		// to fail whose exit status it gives): the user sees both, which
		// is what a report owes them.
		return "failure.disclosed"
	case r.handoff() && !r.f.Offer:
		return "handoff.question"
	case s.ev.unread():
		// A program proofgate cannot read ran after the change and ended
		// well (raco make, idris2 --build): the gap may not be one.
		return "run.unread"
	}
	return ""
}

// waived allows a stop whose block was waived (a continuation, the cap),
// telling the user what remains unverified.
func (s *stop) waived(rule string) Verdict {
	v := Verdict{Rule: rule}
	if !s.agentStop() && s.gap() {
		v.Warning = unverifiedWarning(s.ev)
	}
	return v
}

// allow lets the stop through; an open gap that an exemption covers is
// shown to the user in one line, so the gap is visible, not hidden.
func (s *stop) allow() Verdict {
	if s.agentStop() || !s.gap() {
		return Verdict{}
	}
	if rule := s.exemption(); rule != "" {
		if rule == "run.unread" {
			return Verdict{Rule: rule, Warning: unreadWarning(s.ev)}
		}
		return Verdict{Rule: rule, Warning: unverifiedWarning(s.ev)}
	}
	return Verdict{}
}

package gate

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/ledger"
)

// Prefix starts every reason, so that the model, the user and proofgate
// itself can tell where a block came from.
const Prefix = "proofgate: "

func prematureReason(f detect.Finding) string {
	return Prefix + "your final message announces work that was not done" + because(f.Reasons) +
		". Do that work now with tool calls. If you need the user's decision first, ask the question explicitly instead."
}

func deferralReason(f detect.Finding) string {
	return Prefix + "your final message postpones part of the task" + because(f.Reasons) +
		". Finish it now with tool calls, or state plainly what is left undone and ask the user how to proceed."
}

func scopeReason(f detect.Finding) string {
	return Prefix + "your final message says part of the requested work was skipped, stubbed or disabled" + because(f.Reasons) +
		". Finish the skipped part now, or state plainly that it is not done and ask the user whether to continue."
}

func claimReason(c detect.ClaimCheck) string {
	return Prefix + "your final message claims success the session does not show" + because(c.Reasons) +
		". Run the check now and report its real result, or correct the claim."
}

func blockedReason(l *ledger.Ledger) string {
	return Prefix + "this task asks for an action across a sensitive boundary (" + strings.Join(l.Risks, ", ") +
		"). Before finishing, narrow the request or get the user's explicit confirmation, and report exactly what was and was not done."
}

func unverifiedReason(g Gap) string {
	s := Prefix + "you changed " + fileList(g.Unverified) + " but no passing verification was observed after the last change"
	if g.LastRun != nil {
		s += "; the last run, `" + g.LastRun.Command + "`, " + result(*g.LastRun)
	}
	return s + ". Run the narrowest relevant check (a focused test, build or typecheck) and report its result, or state why no verification applies."
}

const noProofReason = Prefix + "this was a deep task, but nothing was changed or verified. " +
	"Give one observable proof of your conclusion (run a command that demonstrates it), or explain why none is possible."

func unverifiedWarning(g Gap) string {
	return Prefix + "the turn ended with " + fileList(g.Unverified) + " changed and no passing verification after the last change."
}

func because(reasons []string) string {
	if len(reasons) == 0 {
		return ""
	}
	return " (" + strings.Join(reasons, "; ") + ")"
}

// fileList names up to five files by their base name.
func fileList(changes []ledger.Change) string {
	var names []string
	for i, c := range changes {
		if i == 5 {
			names = append(names, fmt.Sprintf("%d more", len(changes)-5))
			break
		}
		names = append(names, filepath.Base(filepath.FromSlash(strings.ReplaceAll(c.Path, `\`, "/"))))
	}
	return strings.Join(names, ", ")
}

func result(c ledger.Check) string {
	switch {
	case c.Success == nil:
		return "has no observed result"
	case *c.Success:
		return "passed"
	case c.ExitCode != nil:
		return fmt.Sprintf("failed (exit %d)", *c.ExitCode)
	}
	return "failed"
}

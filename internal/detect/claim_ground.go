package detect

import (
	"strconv"
	"strings"
)

// kindName names what a kind of observation is in reasons ("" for the
// other kinds). A switch: as a map it was built in every Stop's process.
func kindName(k claimKind) string {
	switch k {
	case ckTest:
		return "test run"
	case ckBuild:
		return "build"
	case ckLint:
		return "lint run"
	case ckTypecheck:
		return "typecheck"
	case ckRun:
		return "program run"
	case ckDeploy:
		return "deploy"
	}
	return ""
}

// ground checks one claim against the observations.
func ground(k claimKind, obs []Observation) (bool, string) {
	latest := func(kind claimKind) (Observation, bool) {
		for i := len(obs) - 1; i >= 0; i-- {
			if obsKind(obs[i].Kind) == kind {
				return obs[i], true
			}
		}
		return Observation{}, false
	}
	lastEdit := -1
	editPath := ""
	for i, o := range obs {
		if strings.EqualFold(strings.TrimSpace(o.Kind), "edit") {
			lastEdit, editPath = i, o.Path
		}
	}
	afterEdit := func(kinds ...claimKind) (bool, string) {
		for i := lastEdit + 1; i < len(obs); i++ {
			ok := obsKind(obs[i].Kind)
			for _, k := range kinds {
				if ok == k && obs[i].ExitCode == 0 {
					return true, "backed by a passing " + kindName(ok) + " " + cmdLabel(obs[i]) + " after the last edit"
				}
			}
		}
		names := make([]string, len(kinds))
		for i, k := range kinds {
			names[i] = kindName(k)
		}
		what := "passing " + joinOr(names)
		if lastEdit < 0 {
			return false, "no " + what + " was observed"
		}
		where := ""
		if editPath != "" {
			where = " (" + editPath + ")"
		}
		return false, "no " + what + " was observed after the last edit" + where
	}
	switch k {
	case ckTest, ckBuild, ckLint, ckTypecheck, ckRun:
		o, ok := latest(k)
		name := kindName(k)
		if !ok {
			return false, "no " + name + " was observed"
		}
		if o.ExitCode != 0 {
			return false, "the latest " + name + " " + cmdLabel(o) + " exited " + strconv.Itoa(o.ExitCode)
		}
		return true, "backed by the latest " + name + " " + cmdLabel(o)
	case ckDeploy:
		var failed *Observation
		for i := range obs {
			if obsKind(obs[i].Kind) == ckDeploy {
				if obs[i].ExitCode == 0 {
					return true, "backed by deploy " + cmdLabel(obs[i])
				}
				failed = &obs[i]
			}
		}
		if failed != nil {
			return false, "the deploy " + cmdLabel(*failed) + " exited " + strconv.Itoa(failed.ExitCode) + " and no deploy succeeded"
		}
		return false, "no deploy was observed"
	case ckFixLint:
		return afterEdit(ckLint)
	case ckFixType:
		return afterEdit(ckTypecheck)
	case ckObserved:
		// "Verified it works in the simulator": the program, or a test of
		// it, ran after the last change.
		return afterEdit(ckTest, ckRun)
	default:
		return afterEdit(ckTest, ckBuild, ckRun, ckTypecheck)
	}
}

// cmdLabel returns an observation's command, shortened and in parentheses,
// or "" when it has none.
func cmdLabel(o Observation) string {
	if o.Command == "" {
		return ""
	}
	return "(" + truncate(o.Command, 60) + ")"
}

// joinOr joins xs as "a, b or c".
func joinOr(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

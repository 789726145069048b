package detect

import "strings"

// deployContext are words that make "applied/적용/완료" about an
// environment, not a file.
var deployContext = []string{"staging", "prod", "production", "cluster", "environment", "deploy",
	"apply", "applied", "migration", "migrations", "terraform", "kubectl", "helm", "database",
	"스테이징", "프로덕션", "운영", "클러스터", "배포", "마이그레이션", "데이터베이스", "서버", "환경"}

// categories finds what the predicate is about, with any categories joined
// to it ("lint and typecheck are clean"), and where the first was found.
func categories(ct []token, i int, codes []string, observed []Observation) ([]claimKind, int) {
	k, ci := category(ct, i, codes, observed)
	if k == ckNone {
		return nil, -1
	}
	out := []claimKind{k}
	first := ci
	sep := false
	for j := ci - 1; j >= 0 && j >= ci-6; j-- {
		t := ct[j]
		if t.kind == tokPunct && (t.text == "," || t.text == "&" || t.text == "/" || t.text == "+") || t.is("and", "or", "plus", "및", "그리고", "both") {
			sep = true
			continue
		}
		kk := ckNone
		switch t.kind {
		case tokCode:
			if t.span < len(codes) {
				kk = commandKind(codes[t.span], observed)
			}
		case tokWord:
			kk = wordKind(t.text)
			if kk == ckNone && (t.text == "체크" || t.text == "check" || t.text == "checks" || t.text == "checking") && j > 0 && ct[j-1].kind == tokWord {
				// "타입 체크, 린트, 테스트": a two-word category
				if k2 := wordKind(ct[j-1].text); k2 != ckNone {
					kk = k2
					j--
				}
			}
		}
		if kk == ckNone || kk == ckRun && !sep {
			break // "the server tests pass": the server's tests, not a run of it
		}
		out = append(out, kk)
		first = j
		sep = false
	}
	return out, first
}

// category looks around the predicate for what it is about; it returns the
// category kind and the token index where it was found.
func category(ct []token, i int, codes []string, observed []Observation) (claimKind, int) {
	check := func(j int) claimKind {
		t := ct[j]
		switch t.kind {
		case tokCode:
			if t.span < len(codes) {
				return commandKind(codes[t.span], observed)
			}
		case tokWord:
			if k := wordKind(t.text); k != ckNone || t.text != "hooks" && t.text != "hook" {
				return k
			}
			return hookRunKind(observed)
		}
		return ckNone
	}
	for j := i - 1; j >= 0 && j >= i-7; j-- {
		if ct[j].kind == tokWord && (ct[j].text == "and" || ct[j].text == "but" || ct[j].text == "고") && j < i-1 {
			break
		}
		if k := check(j); k != ckNone {
			return k, j
		}
	}
	for j := i + 1; j < len(ct) && j <= i+3; j++ {
		if ct[j].kind == tokPunct && ct[j].text != ":" {
			break
		}
		if k := check(j); k != ckNone {
			return k, j
		}
	}
	return ckNone, -1
}

// probeWords name a probe of a running service, whose pass is a run's.
var probeWords = []string{"health", "liveness", "readiness", "probe", "헬스"}

// resolveKind combines a predicate with its category.
func resolveKind(k claimKind, pred string, cat claimKind, clause string) claimKind {
	switch pred {
	case pDeploy:
		return ckDeploy
	case pBuild:
		if cat == ckTest {
			return ckTest // "tests build and pass" reads as tests
		}
		return ckBuild
	case pRun:
		if cat == ckBuild || cat == ckTest || cat == ckTypecheck || cat == ckLint {
			return cat // "a `--once` run completes" vs "`go test` runs clean"
		}
		if changedNow(clause) {
			return ckFix // "the script runs now": about the code as edited
		}
		return ckRun
	case pType:
		return ckTypecheck
	case pLint:
		if cat == ckTypecheck {
			return ckTypecheck
		}
		return ckLint
	case pTest:
		switch cat {
		case ckBuild, ckLint, ckTypecheck, ckDeploy:
			return cat
		case ckRun:
			if containsAny(lower(clause), probeWords) != "" {
				return ckRun // "health checks 1/1 passing": a probe of the running service
			}
		}
		return ckTest
	case pState:
		switch cat {
		case ckNone:
			return ckFix
		case ckEnv:
			return ckDeploy // "production is healthy"
		case ckRun:
			if changedNow(clause) {
				return ckFix // "finishes without errors now"
			}
		}
		return cat
	case pObserved:
		switch cat {
		case ckTest, ckBuild, ckDeploy:
			return cat // "빌드까지만 확인했습니다", "verified the tests"
		case ckLint, ckTypecheck:
			return cat // "`tsc` 기준으로 타입 에러 없음 확인했습니다"
		case ckEnv:
			if containsAny(lower(clause), deployContext) != "" {
				return ckDeploy
			}
		}
		return ckObserved
	case pFix:
		switch cat {
		case ckLint:
			return ckFixLint
		case ckTypecheck:
			return ckFixType
		case ckDeploy:
			return ckDeploy
		case ckEnv:
			if containsAny(lower(clause), deployContext) != "" {
				return ckDeploy
			}
		}
		return ckFix
	}
	return k
}

// earlierCategory finds the nearest category in the clauses before the
// one starting at byte off.
func earlierCategory(u unit, off int, observed []Observation) []claimKind {
	for j := len(u.toks) - 1; j >= 0; j-- {
		t := u.toks[j]
		if t.off >= off {
			continue
		}
		k := ckNone
		switch t.kind {
		case tokCode:
			if t.span < len(u.codes) {
				k = commandKind(u.codes[t.span], observed)
			}
		case tokWord:
			k = wordKind(t.text)
		}
		if k != ckNone && k != ckEnv {
			return []claimKind{k}
		}
	}
	return nil
}

// changedNow reports "now" or "again" in an English clause: a program that
// "runs now" is claimed to work as edited, so the run must come after the
// last edit.
func changedNow(clause string) bool {
	ws := words(tokenize(lower(clause)))
	return hasAny(ws, "now", "again")
}

// hookRunKind is the kind of the session's latest run of a git hook runner,
// which "the hooks are clean" is about; without one, "hooks" may be React's
// or a webhook's, and names no check.
func hookRunKind(observed []Observation) claimKind {
	for k := len(observed) - 1; k >= 0; k-- {
		fs := strings.Fields(lower(observed[k].Command))
		for _, f := range fs {
			if f == "pre-commit" || f == "lefthook" || f == "husky" || f == "overcommit" {
				return obsKind(observed[k].Kind)
			}
		}
	}
	return ckNone
}

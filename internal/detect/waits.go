package detect

import (
	"strings"
)

// Waiting is not promising. An agent that ends its turn "Waiting on agents."
// or "Standing by." announces no work of its own: someone else's work is
// running (background jobs, subagents, teammates), or it idles until the
// lead or the user says what next. The harness wakes it when they finish,
// so such a closing is no premature stop (policy allow.9).
//
// A promise of the agent's own work stays a promise when it waits on others
// first ("I'll merge when they report", "Waiting on the last agent; then
// rerun the suite"): the work is named, and only running work excuses it,
// which the gate knows and the text does not. Such a verdict is a promise
// with waits set. A promise beside running work that does not wait for it
// ("While the agents run I'll refactor the parser") is a plain promise: the
// agent could do that work now, so it should.

var (
	// Words that may stand before the wait itself: "I'm still waiting",
	// "Now standing by", "Currently idle".
	waitLead = wordSet{has: waitLeadHas, list: []string{"and", "still", "now", "currently", "just", "so", "ok", "okay", "and", "meanwhile", "i'm", "im", "we're",
		"i", "we", "am", "are", "also", "then", "patiently", "actively", "simply", "all", "right", "will", "i'll", "we'll", "be"}}
	// Objects of a wait that make it idling for the next instruction rather
	// than waiting on work already running.
	waitIdleObj = wordSet{has: waitIdleObjHas, list: []string{"you", "your", "instruction", "instructions", "direction", "directions", "assignment", "assignments",
		"lead", "team-lead", "lead's", "team-lead's", "input", "response", "reply", "follow-up", "followup", "further",
		"go-ahead", "feedback", "approval", "confirmation", "decision", "guidance", "orders", "request", "requests", "word"}}
	// Words that name running work in a wait's object.
	waitRunObj = wordSet{has: waitRunObjHas, list: []string{"agent", "agents", "subagent", "subagents", "job", "jobs", "build", "builds", "suite", "tests", "test",
		"run", "runs", "ci", "pipeline", "workflow", "teammate", "teammates", "task", "tasks", "finish", "complete",
		"completes", "report", "results", "analysis", "analyses", "review", "deploy", "deployment", "migration"}}
	// Verbs of taking up what running work produces: with running work named
	// just before, "I'll review its diff" waits on it.
	takeUpVerbs = wordSet{has: takeUpVerbsHas, list: []string{"review", "verify", "check", "merge", "integrate", "report", "look", "inspect", "collect",
		"compile", "summarize", "summarise", "consolidate", "validate", "triage", "read", "relay", "test"}}
	// Finishing verbs of someone else's work in a condition: "when it lands".
	finishVerbs = wordSet{has: finishVerbsHas, list: []string{"lands", "land", "landed", "finishes", "finish", "finished", "completes", "complete", "completed",
		"done", "reports", "report", "reported", "returns", "return", "returned", "arrives", "arrive", "comes",
		"come", "ready", "back", "ends", "end", "wraps", "in", "passes", "fails", "succeeds", "exits", "lands."}}
	// Korean wait predicates: "대기 중입니다", "기다리겠습니다".
	koWaitPred = []string{"대기중", "대기합니다", "대기하겠습니다", "대기할게요", "대기하고있", "대기상태", "기다리는중",
		"기다리고있", "기다리겠습니다", "기다릴게요", "기다립니다", "기다리겠어요"}
	koWaitIdle = []string{"지시", "다음 작업", "다음 요청", "요청", "말씀", "답변", "피드백", "확인", "결정", "승인"}
)

// waitEN reads an English clause that waits: a wait at its head ("Waiting
// on agents", "still waiting for #12", "Standing by", "I'm idle now",
// "Ready for the next task"). It returns whether the clause waits, whether
// it only idles for the next instruction, and the index just past the wait
// word.
func waitEN(ws []string) (waits, idle bool, end int) {
	i := 0
	for i < len(ws) && waitLead.has(ws[i]) {
		i++
	}
	if i >= len(ws) {
		return false, false, 0
	}
	at := func(k int) string {
		if k < len(ws) {
			return ws[k]
		}
		return ""
	}
	w := ws[i]
	switch {
	case w == "waiting" || w == "awaiting" || w == "wait" && i > 0 && (ws[i-1] == "will" || ws[i-1] == "i'll" || ws[i-1] == "we'll"):
		if w == "waiting" && at(i+1) != "" && at(i+1) != "on" && at(i+1) != "for" && at(i+1) != "until" && at(i+1) != "till" && at(i+1) != "to" && at(i+1) != "patiently" {
			return false, false, 0 // "waiting time", "waiting list"
		}
		end = i + 1
	case (w == "standing" || w == "stand") && at(i+1) == "by" && (w == "standing" || i > 0):
		end = i + 2
	case w == "on" && at(i+1) == "standby", w == "standby":
		end = i + 1
	case w == "idle" || w == "idling":
		switch at(i + 1) {
		case "", "now", "and", "until", "till", "for", "waiting", "while", "pending", "again", "on":
		default:
			return false, false, 0 // "the idle phase passes": an adjective
		}
		end = i + 1
	case (w == "blocked" || w == "holding") && (at(i+1) == "on" || at(i+1) == "until" || at(i+1) == "for") && (i == 0 || hasAny(ws[:i], "i'm", "im", "i", "we", "we're", "still", "am", "are")):
		end = i + 2
	case w == "ready" && (at(i+1) == "for" && (at(i+2) == "the" || at(i+2) == "your" || at(i+2) == "next" || at(i+2) == "further" || at(i+2) == "more" || at(i+2) == "any") || at(i+1) == "when"):
		// "Ready for the next task", "Ready when you are": idle, nothing
		// promised. "Ready for review" reports a result and is read there.
		if at(i+2) == "review" || at(i+3) == "review" || at(i+2) == "merge" {
			return false, false, 0
		}
		return true, true, i + 2
	default:
		return false, false, 0
	}
	obj := ws[end:]
	if w2, idle2, end2 := waitEN(obj); w2 && end2 > 0 {
		return true, idle2, end + end2 // "idle and waiting for the lead's reply"
	}
	idle = len(obj) == 0 || hasAnySet(obj, waitIdleObj) && !hasAnySet(obj, waitRunObj)
	return true, idle, end
}

// ownWorkAfterWait reports a wait followed, in the same clause, by the
// agent's own work once it is over: "… then restore the docs", "… before
// compiling the report", "… and merge them".
func ownWorkAfterWait(ws []string, from int) bool {
	for j := from; j+1 < len(ws); j++ {
		switch ws[j] {
		case "then":
			if j > 0 && (ws[j-1] == "until" || ws[j-1] == "till" || ws[j-1] == "by") {
				continue
			}
			if !enDeterminer.has(ws[j+1]) && ws[j+1] != "it" && ws[j+1] != "they" && ws[j+1] != "you" {
				return true
			}
		case "before", "after":
			if len(ws[j+1]) > 4 && strings.HasSuffix(ws[j+1], "ing") {
				return true // "before compiling the report"
			}
		}
	}
	return false
}

// thenClauses reports a clause after the wait that goes on with the
// agent's own work: "Waiting on two agents; then restore the docs".
func thenClauses(parts []string) bool {
	for _, c := range parts {
		ws := words(tokenize(lower(c)))
		s := 0
		if s < len(ws) && ws[s] == "and" {
			s++
		}
		if s+1 < len(ws) && (ws[s] == "then" || ws[s] == "afterwards" || ws[s] == "after" && ws[s+1] == "that") {
			return true
		}
		if v := promiseEN(ws, false, false); v.cls == clsPromise && v.rule != ruleGerund {
			return true // "…; then I'll rerun the suite"
		}
	}
	return false
}

// waitCondition reports a promise that waits on someone else's work to
// finish: "I'll review each one as it lands", "I'll merge when they
// report", "… once it completes". The condition's subject is not the agent
// or the user. "While they run" is no condition: the work goes on beside
// them, and could go on now.
func waitCondition(ws []string, from int) bool {
	for j := max(from, 0); j+1 < len(ws); j++ {
		switch ws[j] {
		case "when", "once", "as", "after", "until", "till", "whenever":
		default:
			continue
		}
		k := j + 1
		if ws[j] == "as" && k < len(ws) && ws[k] == "soon" {
			k += 2 // "as soon as"
		}
		if k >= len(ws) {
			return false
		}
		switch ws[k] {
		case "i", "we", "i'm", "we're", "i've", "we've", "you", "you're", "you've", "your":
			continue
		}
		for m := k; m < len(ws) && m <= k+5; m++ {
			if finishVerbs.has(ws[m]) || ws[m] == "it's" && m+1 < len(ws) && ws[m+1] == "done" {
				return true
			}
		}
	}
	return false
}

// runningNear reports running work named in a sentence: "T2 running on
// Sonnet", "agents are working", "in the background".
func runningNear(u unit) bool {
	ws := u.ws
	if hasWords(ws, "in the background") || hasWords(ws, "in progress") || hasWords(ws, "still working") || hasWords(ws, "are working") || hasWords(ws, "is working") {
		return true
	}
	for i, w := range ws {
		switch w {
		case "running", "spawned", "dispatched", "launched":
			if i == 0 || ws[i-1] != "i'm" && ws[i-1] != "we're" && ws[i-1] != "i" && ws[i-1] != "we" {
				return true
			}
		}
	}
	return u.korean && u.lowAny([]string{"백그라운드", "실행 중", "진행 중", "돌아가는 중", "작업 중"}) != ""
}

// waitKO reads a Korean clause whose predicate waits: "에이전트 완료 대기
// 중입니다", "다음 지시를 기다리겠습니다".
func waitKO(tail, full string) (waits, idle bool) {
	if containsAny(tail, koWaitPred) == "" || containsAny(full, koWaitRequest) != "" {
		return false, false
	}
	return true, containsAny(full, koWaitIdle) != ""
}

// waitVerdictEN reads a wait in an English clause: a plain wait or idle
// (clsWait), or a promise of the agent's own work that waits on others
// first (clsPromise with waits). ok is false when the clause does not wait.
// plain is promiseEN(ws, list, false).
func waitVerdictEN(ws []string, list bool, plain verdict) (verdict, bool) {
	w, idle, end := waitEN(ws)
	if w {
		if p := promiseEN(ws[end:], list, false); p.cls == clsPromise && p.verb != "wait" && p.rule != ruleGerund {
			p.waits = true
			p.rule = "promises its own work after the wait"
			return p, true
		}
		if ownWorkAfterWait(ws, end) {
			return verdict{cls: clsPromise, rule: "promises its own work after the wait", verb: "then", waits: true}, true
		}
		if idle {
			return verdict{cls: clsWait, idle: true, waits: true, rule: "idles until the next instruction"}, true
		}
		return verdict{cls: clsWait, waits: true, rule: "waits on work someone else is running"}, true
	}
	v := plain
	if v.cls != clsPromise {
		return verdict{}, false
	}
	at := indexWords(ws, v.verb)
	switch v.verb {
	case "wait", "await":
		if ownWorkAfterWait(ws, at+1) {
			v.waits = true
			v.rule = "promises its own work after the wait"
			return v, true
		}
		_, idle, _ := waitEN(append([]string{"waiting"}, ws[at+1:]...))
		return verdict{cls: clsWait, idle: idle, waits: true, rule: "waits on work someone else is running"}, true
	}
	if !v.waits && waitCondition(ws, at+1) {
		v.waits = true
		v.rule += "; it waits on work someone else is running"
		return v, true
	}
	return verdict{}, false
}

// A report that work is running is a wait too: "The import is still
// running in the background (~6 min).", "Training is running in the
// background on the GPU box.", "썸네일 재생성 스크립트를 백그라운드로
// 실행했습니다. … 아직 진행 중입니다." The subject is the job, not the agent
// ("I'm refactoring the parser" announces the agent's own work), and the
// report claims no result yet.

// runningReportEN reads an English clause that reports someone else's work
// as still running: a job subject with "is/are (still) running" or "in
// progress", said to run still or in the background.
func runningReportEN(ws []string) bool {
	at := -1
	for i, w := range ws {
		switch {
		case w == "running" || w == "underway" || w == "going" && i > 0 && (ws[i-1] == "still" || hasWords(ws[i:], "going in the background")):
		case w == "progress" && i > 0 && ws[i-1] == "in":
			i--
		default:
			continue
		}
		if i > 0 && (ws[i-1] == "is" || ws[i-1] == "are" || ws[i-1] == "still" || ws[i-1] == "currently" || ws[i-1] == "'s" || ws[i-1] == "it's") {
			at = i
			break
		}
	}
	if at < 0 || hasAny(ws[:at], "i", "we", "i'm", "we're", "not", "isn't", "aren't", "no", "was", "were", "if", "when", "once", "while", "until") {
		return false
	}
	if hasAny(ws[at:], "fine", "correctly", "smoothly", "ok", "okay", "without", "again", "slow", "slower", "faster") {
		return false // "is running fine": a result, not a wait
	}
	return hasAny(ws, "still", "currently") || hasWords(ws, "in the background") || hasWords(ws, "in progress")
}

// backgroundCue reports a message that says work was sent to the
// background: "백그라운드로 실행했습니다", "in the background", `nohup …`,
// `tail -f …` to follow its log.
func backgroundCue(units []unit) bool {
	for _, u := range units {
		if !prose(u) {
			continue
		}
		if u.korean && strings.Contains(u.low, "백그라운드") || hasAny(u.ws, "background", "nohup", "detached") {
			return true
		}
		for _, c := range u.codes {
			if strings.HasPrefix(c, "tail -f") || strings.HasPrefix(c, "tail -F") || strings.HasPrefix(c, "nohup ") {
				return true
			}
		}
	}
	return false
}

// koRunningStems are Korean stems of work that runs by itself once started.
var koRunningStems = []string{"진행", "실행", "동작", "돌아가", "돌고", "처리", "학습", "빌드", "생성", "업로드", "다운로드", "설치",
	"인덱싱", "색인", "동기화", "수집", "배포", "마이그레이션", "변환", "복사", "백업", "크롤링", "렌더링", "인코딩"}

// runningReportKO reports a Korean clause announcing work in progress
// ("아직 진행 중입니다", "학습이 돌아가는 중입니다") that is a job running by
// itself: no object the agent acts on, and either the message sent work to
// the background or the clause names the job as its subject. With an
// object, only a run sent to the background is one ("백그라운드로 테스트를
// 실행 중입니다"); "문서를 작성 중입니다" is the agent's own work.
func runningReportKO(u unit, clause string, units []unit) bool {
	tail, object, ok := koProgress(clause)
	if !ok {
		return false
	}
	if object {
		return strings.Contains(u.low, "백그라운드") && containsAny(tail, []string{"실행", "돌리", "돌려", "돌고", "진행"}) != ""
	}
	return backgroundCue(units) || runningJobKO(clause)
}

// koProgress reads a Korean clause that says something is in progress
// with a stem of work that runs by itself: its final predicate, and
// whether it takes an object. "문서 정리하는 중입니다" is none: the stem is
// the agent's own work.
func koProgress(clause string) (tail string, object, ok bool) {
	tail = koTail(clause)
	if hasSuffixAny(tail, []string{"중입니다", "중이에요", "중이예요", "중입니다만", "고있습니다", "고있어요"}) == "" ||
		containsAny(tail, koRunningStems) == "" {
		return tail, false, false
	}
	for _, w := range strings.Fields(clause) {
		w = strings.TrimRightFunc(w, func(r rune) bool { return !isHangul(r) })
		if strings.HasSuffix(w, "을") || strings.HasSuffix(w, "를") {
			object = true
		}
	}
	return tail, object, true
}

// runningJobKO reports a clause in which a named job is still running, with
// no object: "학습이 아직 진행 중입니다", "빌드가 아직 돌아가고 있습니다".
// "다시 생성하는 중이에요" names the agent at work; "진행 중", "돌아가는
// 중" name a process.
func runningJobKO(clause string) bool {
	tail, object, ok := koProgress(clause)
	return ok && !object && koJobSubject(clause) && !strings.Contains(tail, "하는중")
}

// koJobNouns name work that runs by itself: "학습이", "빌드가", "배치는".
var koJobNouns = []string{"학습", "훈련", "빌드", "스크립트", "잡", "프로세스", "배치", "테스트", "마이그레이션", "인덱싱", "색인", "크롤링",
	"동기화", "백업", "배포", "변환", "업로드", "다운로드", "설치", "파이프라인", "워크플로", "에이전트", "서브에이전트", "ci", "job"}

// koJobSubject reports a clause whose subject is a job: "학습이 아직 진행
// 중입니다", "CI가 돌아가는 중입니다".
func koJobSubject(clause string) bool {
	toks := tokenize(lower(clause))
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		particle := hasSuffixAny(t.text, []string{"이", "가", "은", "는", "도"}) != ""
		if t.hangul && particle && hasPrefixAny(t.text, koJobNouns) != "" {
			return true
		}
		// "CI가", "training이": a Latin name of a job with its particle.
		if !t.hangul && i+1 < len(toks) && toks[i+1].hangul && toks[i+1].off == t.end && hasAny([]string{toks[i+1].text}, "이", "가", "은", "는", "도") &&
			hasAny([]string{t.text}, "ci", "job", "jobs", "pipeline", "build", "training", "tests", "suite", "workflow", "agent", "agents") {
			return true
		}
	}
	return false
}

package detect

import "strings"

// questionStartEN reports an English question without its question mark:
// an auxiliary or wh-word followed by a subject ("should I …", "which of
// …").
func questionStartEN(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	switch ws[0] {
	case "should", "shall", "would", "could", "can", "do", "does", "did", "want", "is", "are",
		"which", "what", "how", "whether", "may", "might", "any", "wanna":
	default:
		return false
	}
	switch ws[1] {
	case "i", "we", "you", "me", "it", "this", "that", "these", "those", "there", "they", "one", "of":
		return true
	}
	return false
}

// promiseEN finds a first-person announcement of future work. comma says
// the clause has a comma, after which a main clause may follow a gerund
// phrase ("Looking at the logs, the pool is exhausted").
func promiseEN(ws []string, list, comma bool) verdict {
	n := len(ws)
	at := func(i int) string {
		if i >= 0 && i < n {
			return ws[i]
		}
		return ""
	}
	lead := skipLeading(ws) // where the subject or verb starts
	for k := 0; k < n; k++ {
		w := ws[k]
		v := -1
		rule := "is a first-person promise"
		person := enFirstPerson.has(w) // asked by most cases: one lookup
		switch {
		case enFirstFuture.has(w):
			v = k + 1
		case person && (at(k+1) == "will" || at(k+1) == "shall"):
			v = k + 2
		case person && (at(k+1) == "am" || at(k+1) == "are") && at(k+2) == "going" && at(k+3) == "to":
			v = k + 4
		case w == "i'm" || w == "im" || w == "we're":
			j := k + 1
			for enAdverb.has(at(j)) && at(j) != "gonna" {
				j++
			}
			switch {
			case at(j) == "going" && at(j+1) == "to":
				v = j + 2
			case at(j) == "gonna":
				v = j + 1
			case at(j) == "about" && at(j+1) == "to":
				v = j + 2
			case (at(j) == "planning" || at(j) == "going") && at(j+1) == "to":
				v = j + 2
			case strings.HasSuffix(at(j), "ing") && !enStateIng.has(at(j)) && !enIngNoun.has(at(j)) && len(at(j)) > 4:
				v = j
				rule = "announces work in progress"
			}
		case person && (at(k+1) == "plan" || at(k+1) == "intend" || at(k+1) == "want") && at(k+2) == "to":
			v = k + 3
		case person && at(k+1) == "still" && (at(k+2) == "need" || at(k+2) == "have") && at(k+3) == "to":
			v = k + 4
			rule = "announces work still to do"
		case person && (at(k+1) == "need" || at(k+1) == "have") && at(k+2) == "to":
			v = k + 3
			rule = "announces work still to do"
		case (w == "i'd" || w == "we'd") && at(k+1) == "like" && at(k+2) == "to":
			v = k + 3
		case (w == "let" && at(k+1) == "me") || w == "lemme":
			v = k + 2
			if w == "lemme" {
				v = k + 1
			}
		case w == "let's" || (w == "let" && at(k+1) == "us"):
			v = k + 1
			if w == "let" {
				v = k + 2
			}
		case k == lead && (w == "will" || w == "gonna" || w == "shall"):
			if p := at(k + 1); p == "you" || p == "i" || p == "we" || p == "it" || p == "this" || p == "that" || p == "there" || p == "they" || p == "be" {
				continue
			}
			v = k + 1
		case k == lead && (w == "going" || w == "about") && at(k+1) == "to":
			v = k + 2
		}
		if v < 0 {
			continue
		}
		for v < n && (enAdverb.has(ws[v]) || ws[v] == "try" && at(v+1) == "to" || ws[v] == "to") {
			v++
		}
		verb := at(v)
		if verb == "keep" && strings.HasSuffix(at(v+1), "ing") {
			verb = at(v + 1) // "I'll keep digging"
		}
		if verb == "keep" && (at(v+1) == "an" && at(v+2) == "eye" || at(v+1) == "tabs" || at(v+1) == "watch") {
			verb = "monitor" // "I'll keep an eye on the nightly build"
		}
		if verb == "" || enNoWork.has(verb) || enCommunicative.has(verb) || enDecide.has(verb) {
			// "I'll leave the PR open and update it…": a second verb
			// joined to the same subject may still promise work.
			if second := coordinatedVerb(ws, v+1); second != "" && !enNoWork.has(second) && !enCommunicative.has(second) {
				return verdict{cls: clsPromise, rule: rule, verb: second}
			}
			continue
		}
		if verb == "know" || verb == "be" && !strings.HasSuffix(at(v+1), "ing") {
			continue
		}
		if verb == "need" && (at(v+1) == "you" || at(v+1) == "your") {
			continue
		}
		waits := enWaitVerb.has(verb)
		if verb == "update" {
			// "I'll update you once the build finishes" waits; "I'll
			// update ci.yml and run actionlint" is the work itself.
			switch at(v + 1) {
			case "you", "here", "this", "when", "once", "as", "after":
			default:
				waits = false
			}
		}
		if waits {
			waits = false
			for _, x := range ws[v+1:] {
				if enRunning.has(x) {
					waits = true
					break
				}
			}
		}
		return verdict{cls: clsPromise, rule: rule, verb: verb, waits: waits}
	}
	s := skipLeading(ws)
	first := at(s)
	if s == 0 && first == "on" && at(1) == "it" {
		return verdict{cls: clsPromise, rule: "announces starting the work", verb: "on it"}
	}
	if p, _ := enOnIt.find(ws); p != "" {
		return verdict{cls: clsPromise, rule: "announces work in progress", verb: p}
	}
	if first == "to" && s > 0 && ws[s-1] == "now" && at(s+1) != "" {
		return verdict{cls: clsPromise, rule: "announces the next step", verb: at(s + 1)}
	}
	// "On to the API changes.": a verbless fragment that moves to the next
	// piece of work.
	if (first == "on" && at(s+1) == "to" || first == "onto") && n-s <= 8 && !hasAny(ws, "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "it's", "that's") && !list {
		return verdict{cls: clsPromise, rule: "announces the next step", verb: "on to"}
	}
	// "Hang on, checking …": the agent asks for a moment while it works;
	// "Hang on to the old token" is advice.
	if s == 0 && (first == "hang" || first == "hold") && at(1) == "on" && at(2) != "to" {
		return verdict{cls: clsPromise, rule: "announces work in progress", verb: "hang on"}
	}
	if first == "time" && at(s+1) == "to" {
		return verdict{cls: clsPromise, rule: "announces the next step", verb: at(s + 2)}
	}
	if i := indexWords(ws, "next"); i >= 0 && !hasAny(ws, "you", "your") {
		j := i + 1
		if at(j) == "thing" || at(j) == "step" || at(j) == "steps" || at(j) == "task" || at(j) == "up" {
			j++
			if at(j) == "to" && at(j+1) == "do" {
				j += 2
			}
			if at(j) == "is" || at(j) == "are" || at(j-1) == "up" {
				return verdict{cls: clsPromise, rule: "announces the agent's next step", verb: "next"}
			}
		}
	}
	if !list && len(first) > 4 && strings.HasSuffix(first, "ing") && !enIngNoun.has(first) && !enIngPreposition.has(first) {
		finite := false
		for j, x := range ws[s+1:] {
			if enSubordinator.has(x) {
				break // "switching X so it doesn't load…": the finite verb is subordinate
			}
			// "Pinning openssl fixed the error": a past verb with an
			// object makes the gerund phrase a subject.
			prev := ws[s+j]
			if enFinite.has(x) || pastVerbEN(x) && !enDeterminer.has(prev) && prev != "be" && prev != "been" && prev != "get" ||
				(prev == "now" || prev == "also" || prev == "still" || prev == "correctly" || prev == "only") && len(x) > 3 && strings.HasSuffix(x, "s") {
				// "Replaying the fixture twice now credits the account once"
				finite = true
				break
			}
		}
		if !finite {
			start := enStartGerund.has(first) && (at(s+1) == "with" || at(s+1) == "on" || at(s+1) == "to" || at(s+1) == "into" || at(s+1) == "by" || at(s+1) == "from" || at(s+1) == "through")
			soon := hasAny(ws, "now", "next", "immediately", "shortly", "right", "first", "then")
			// A bare fragment led by a gerund ("Restructuring the loop to
			// avoid the borrow.") announces that work, unless a comma
			// leaves room for a main clause.
			if start || soon || !comma || n-s <= 3 {
				return verdict{cls: clsPromise, rule: ruleGerund, verb: first}
			}
		}
	}
	return verdict{}
}

// doneEN recognises reports of work done or of results.
func doneEN(ws []string) verdict {
	if p, _ := enClosingDone.find(ws); p != "" {
		return verdict{cls: clsDone, rule: "is a closing remark"}
	}
	for i, w := range ws {
		if isNumber(w) && i+1 < len(ws) && enResultNoun.has(ws[i+1]) && (i == 0 || ws[i-1] != "a" && ws[i-1] != "an") {
			// "3 passed", "in 1.4 s"; not "add a 1 s delay", an attribute.
			return verdict{cls: clsDone, rule: "reports a result"}
		}
		switch w {
		case "pass", "passes", "passing", "passed", "green", "succeeded", "succeeds", "successful", "successfully":
			return verdict{cls: clsDone, rule: "reports a result"}
		case "now", "didn't", "haven't", "hasn't", "wasn't", "weren't", "couldn't", "i've", "we've", "already":
			return verdict{cls: clsDone, rule: "reports the state of the work"}
		}
		if enIrregularPast.has(w) || len(w) > 4 && strings.HasSuffix(w, "ed") {
			return verdict{cls: clsDone, rule: "reports work done"}
		}
	}
	return verdict{}
}

// imperativeEN reports a sentence addressed to the user as a command or
// suggestion: it opens with a base-form verb of the imperative class, or
// does so right after an opening condition ("If it fails, send me…").
func imperativeEN(toks []token, ws []string) bool {
	i := skipLeading(ws)
	if i < len(ws) && enImperative.has(ws[i]) && !(i+1 < len(ws) && ws[i+1] == "me" && ws[i] != "tell") {
		return true
	}
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "if", "once", "when", "after", "before", "until", "unless", "whenever", "to":
	default:
		return false
	}
	for j, t := range toks {
		if t.kind == tokPunct && t.text == "," {
			rest := words(toks[j+1:])
			return len(rest) > 0 && enImperative.has(rest[0])
		}
	}
	return false
}

// coordinatedVerb returns the word after "and"/"then" from i on when it can
// be a verb sharing the subject ("… and rewrite it"), or "".
func coordinatedVerb(ws []string, i int) string {
	for ; i < len(ws); i++ {
		if enSubordinator.has(ws[i]) {
			return ""
		}
		if ws[i] != "and" && ws[i] != "then" {
			continue
		}
		j := i + 1
		if j < len(ws) && ws[j] == "then" {
			j++
		}
		if j >= len(ws) {
			return ""
		}
		switch ws[j] {
		case "the", "a", "an", "it", "this", "that", "these", "those", "my", "your", "our", "its",
			"their", "i", "you", "we", "they", "he", "she", "there", "all", "some", "any", "no", "not":
			return ""
		}
		if strings.HasSuffix(ws[j], "ed") || strings.HasSuffix(ws[j], "s") && !strings.HasSuffix(ws[j], "ss") {
			return "" // a past or third-person form starts a new clause
		}
		return ws[j]
	}
	return ""
}

// clauseComma reports a comma that can separate clauses. A comma inside a
// number ("chunks of 1,000") joins digits and leaves no room for a main
// clause.
func clauseComma(toks []token) bool {
	for i, t := range toks {
		if t.kind != tokPunct || t.text != "," {
			continue
		}
		if i > 0 && i+1 < len(toks) && toks[i-1].end == t.off && toks[i+1].off == t.end &&
			isNumber(toks[i-1].text) && isNumber(toks[i+1].text) {
			continue
		}
		return true
	}
	return false
}

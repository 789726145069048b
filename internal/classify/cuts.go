package classify

import (
	"slices"
	"strings"
)

// findCuts returns the parts of the task the user asks the agent to skip,
// stub, mock, defer or leave out ("skip the PDF one for now" → "pdf", "stub
// the SMS provider" → "sms provider", "리눅스는 다음에 할게요" → "리눅스"),
// each as its object phrase, lower-cased and trimmed, so that a later step
// can find it in the agent's final message. nil when there is none.
//
// A cut is an authorised omission: part of the requested work that the
// user lets the agent leave undone, or done as a placeholder, for now. A
// requested removal ("remove the first two tests", "import는 빼주세요") is
// the opposite: it is the work itself, and a final message that reports it
// is reporting the task done, not cut; it is never listed here. Likewise
// behaviour the user asks for ("skip the cache when the header is set",
// "defer the connection until the first query", "ignore case") and test
// doubles as the way to write tests ("stub out the HTTP client in the unit
// tests"). So the verbs that also describe behaviour (skip, ignore,
// disable, defer) count only with a planning marker ("for now", "for this
// PR", "yet", "to next sprint", "later"); stub, mock and hardcode are
// placeholders by nature and need none.
//
// plain is the lowercased request text (pasted material blanked), work the
// same with negated spans blanked; both have the prompt's offsets.
func findCuts(plain, work string) []string {
	// The clauses worth reading are those holding a trigger word, found in
	// one pass over the text.
	triggers := cutTrigger.FindAllStringIndex(plain, -1)
	if triggers == nil {
		return nil
	}
	var out []string
	add := func(obj string) {
		for _, o := range splitList(obj) {
			if o = cleanObject(o); o != "" && !slices.Contains(out, o) {
				out = append(out, o)
			}
		}
	}
	k := 0
	for _, cl := range splitClauses(plain) {
		for k < len(triggers) && triggers[k][1] <= cl.start {
			k++
		}
		if k == len(triggers) {
			break
		}
		if triggers[k][0] >= cl.end {
			continue
		}
		p := plain[cl.start:cl.end]
		// The rules read w, where negated words are blank, and take the
		// object from p, the same text unmasked.
		w := work[cl.start:cl.end]
		if hasHangul(p) {
			for _, k := range koCutStarts(w) {
				for _, r := range koCutRules {
					if obj, ok := group(r, p[k:], w[k:]); ok && !(r == koCutNotNeeded && koCheckOnly.MatchString(strings.TrimSpace(obj))) {
						add(obj)
					}
				}
			}
		}
		// "don't implement X yet" is itself a negation: read unmasked.
		k := leadLen(p, enCutLead)
		if obj, ok := group(enCutNotNow, p[k:], p[k:]); ok {
			add(obj)
		}
		for _, k := range cutStarts(w) {
			enCuts(p[k:], w[k:], add)
		}
	}
	return out
}

// cutStarts returns where an English cut may start in a clause: its start
// after any lead words, and after each "and", "but" or "then" that a cut
// verb follows ("finish the parser and leave Excel as a TODO").
func cutStarts(w string) []int {
	starts := []int{leadLen(w, enCutLead)}
	for _, m := range cutJoin.FindAllStringSubmatchIndex(w, -1) {
		if cutVerbs(w[m[2]:m[3]]) {
			starts = append(starts, m[2])
		}
	}
	return starts
}

// enCuts applies the English rules at the start of p and w.
func enCuts(p, w string, add func(string)) {
	if obj, ok := group(enCutPlaceholder, p, w); ok && !testDoubles.MatchString(w) && !nounUse.MatchString(obj) {
		add(objectBefore(obj))
	}
	if obj, ok := group(enCutSkip, p, w); ok && (cutMarker.MatchString(obj) || planningVerb.MatchString(w)) {
		add(objectBefore(obj))
	}
	if obj, ok := group(enCutLeave, p, w); ok {
		add(obj)
	}
	if obj, ok := group(enCutLater, p, w); ok && !startsWithSubject(obj) && !startsWithVerb(obj) {
		add(obj)
	}
}

// group matches re against w and returns, from p (the same text before
// masking), the first capture group that took part.
func group(re *lre, p, w string) (string, bool) {
	m := re.FindStringSubmatchIndex(w)
	if m == nil {
		return "", false
	}
	if i, j := firstGroup(m); i >= 0 {
		return p[i:j], true
	}
	return "", false
}

// leadLen is the length of what may come before an imperative: "but",
// "and just", "you can", "for now,"; or, in Korean, "그리고", "일단".
func leadLen(s string, lead *lre) int {
	s2 := strings.TrimLeft(s, " \t")
	if m := lead.FindStringIndex(s2); m != nil {
		return len(s) - len(s2) + m[1]
	}
	return len(s) - len(s2)
}

// objectBefore returns the object of a cut verb: its words up to a planning
// marker or a preposition that starts what is said about it.
func objectBefore(rest string) string {
	if m := objectEnd.FindStringIndex(rest); m != nil {
		return rest[:m[0]]
	}
	return rest
}

// cleanObject trims determiners, quotes and filler nouns ("the PDF one" →
// "pdf") and bounds the length.
func cleanObject(o string) string {
	o = strings.Trim(strings.TrimSpace(o), "`'\"“”‘’()[]*")
	for {
		f := strings.Fields(o)
		if len(f) == 0 {
			return ""
		}
		switch {
		case cutDeterminers(f[0]):
			o = strings.Join(f[1:], " ")
		case len(f) > 1 && cutFillers(f[len(f)-1]):
			o = strings.Join(f[:len(f)-1], " ")
		default:
			o = strings.Trim(strings.Join(f, " "), "`'\"“”‘’()[]*,.;:")
			if cutPronouns(o) || len(f) > 6 {
				return ""
			}
			return truncate(o, 60)
		}
	}
}

// splitList splits "arabic and hebrew", "csv, xml and pdf".
func splitList(o string) []string {
	o = strings.ReplaceAll(o, " and ", ",")
	o = strings.ReplaceAll(o, " or ", ",")
	o = strings.ReplaceAll(o, "랑 ", ",")
	o = strings.ReplaceAll(o, "와 ", ",")
	o = strings.ReplaceAll(o, "과 ", ",")
	return strings.Split(o, ",")
}

// startsWithVerb reports a clause that is a request of its own ("leave
// audit for a later PR"), read by the rules for requests.
func startsWithVerb(o string) bool {
	f := strings.Fields(o)
	return len(f) > 0 && (enChangeVerbs(f[0]) || enExplainVerbs(f[0]) || cutVerbs(f[0]))
}

// startsWithSubject reports a clause that begins with a pronoun or a
// modal, which is a sentence about someone, not a part named for later:
// "we'll hook up the API later".
func startsWithSubject(o string) bool {
	f := strings.Fields(o)
	return len(f) == 0 || enNotVerbs(f[0]) && !cutDeterminers(f[0]) || strings.ContainsAny(f[0], "'’") || len(f) > 5
}

// workUnit is a unit of planned work: "for this sprint", "in the next PR".
const workUnit = `(?:pr|prs|sprint|release|iteration|version|phase|change|ticket|task|story|milestone|round|commit|week|cycle)`

var (

	// cutTrigger is any word a cut needs; a prompt without one costs one scan.
	cutTrigger = &lre{expr: `다음|나중|이번|\b(?:for\s+now|no\s+need|this\s+(?:pr|change|time)|skip|omit|ignore|disable|exclude|postpone|defer|punt|hold\s+off|leave|stub|mock|fake|hardcode|hard-code|later|wait|scope|yet|follow-?up)\b|다음에|나중에|추후|후속|생략|스킵|보류|제외|미뤄|미루|빼|목으로|목\s|stub|mock|스텁|더미|하드코딩|안\s*써도|안\s*해도|안\s*만들어도|안\s*넣어도|않아도`}

	enCutLead = &lre{expr: `^(?:(?:but|and|then|so|also|just|please|pls|ok(?:ay)?|for\s+now|for\s+this\s+pr|you\s+can|we\s+can|feel\s+free\s+to|go\s+ahead\s+and|i\s+want\s+you\s+to|let['’]?s|simply|actually|though|only)[\s,]+)+`}

	// "stub the SMS provider", "just hardcode the exchange rate".
	enCutPlaceholder = &lre{expr: `^(?:stub(?:\s+out)?|mock(?:\s+out)?|fake|hardcode|hard-code)\s+(.+)$`}
	// "mock servers are flaky": the verb's word is a noun in a subject.
	nounUse     = &lre{expr: `^\S+\s+(?:are|is|was|were|have|has|keep|kept|fail|fails|failed|seem|seems|break|breaks|broke)\b`}
	testDoubles = &lre{expr: `\bin\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:unit\s+|integration\s+|e2e\s+)?(?:tests?|specs?|test\s+suite)\b`}
	// "skip Windows for this PR", "defer the cleanup job to next sprint".
	enCutSkip = &lre{expr: `^(?:skip|omit|ignore|disable|exclude|postpone|defer|punt\s+on|punt|hold\s+off\s+on)\s+(.+)$`}
	cutMarker = &lre{expr: `\b(?:for\s+now|for\s+the\s+moment|(?:for|in)\s+this\s+` + workUnit + `|this\s+(?:time|` + workUnit + `)|yet|later|for\s+later|until\s+(?:later|we|i|you|the\s+team|design|product|next\s+\w+)|(?:to|for|until|in)\s+(?:the\s+|a\s+)?(?:next|later|future|separate|follow-?up|another)\s+` + workUnit + `|(?:for|to|in)\s+a\s+follow-?up|as\s+a\s+todo|with\s+a\s+todo)\b`}
	// "hold off on", "punt on" only ever plan the work; they need no marker.
	planningVerb = &lre{expr: `^(?:hold\s+off\s+on|punt\s+on)\b`}
	cutJoin      = &lre{expr: `\b(?:and|but|then|so|while)\s+(?:just\s+|also\s+)?([a-z-]+)`}
	objectEnd    = &lre{expr: `\s+(?:for|in|until|to|with|as|so|because|since|when|if|while|instead|by|and\s+(?:just|fix|make|add|do|then|use|log|return|print)|this\s+time|yet|later)\b|\s*[—–;(]`}
	// "leave Excel out for now", "leave audit for a later PR", "leave
	// conflict resolution as a TODO".
	enCutLeave = &lre{expr: `^leave\s+(?:out\s+(.+?)(?:\s+for\s+\S+.*)?$|(.+?)\s+(?:out|aside)\b|(.+?)\s+(?:\S+\s+)?for\s+(?:now|later|the\s+moment|(?:a|the|another)\s+(?:later|follow-?up|future|separate|next)\b)|(.+?)\s+as\s+(?:a\s+)?todo\b)`}
	// "don't implement the scheduling options yet".
	enCutNotNow = &lre{expr: `^(?:(?:you\s+)?(?:don['’]?t|do\s+not)\s+(?:need\s+to\s+|have\s+to\s+)?|no\s+need\s+to\s+)(?:worry\s+about|bother\s+with|implement|do|build|add|write|handle|support|cover|include|wire\s+up|port|convert|migrate|translate)\s+(.+?)\s+(?:yet|for\s+now|in\s+this\s+(?:pr|change)|for\s+this\s+(?:pr|change)|this\s+time|right\s+now)\b`}
	// "German can wait", "Android later", "the email part is out of scope".
	enCutLater = &lre{expr: `^(.+?)\s+(?:can\s+wait|can\s+come\s+later|will\s+come\s+later|comes?\s+later|(?:is|are)\s+(?:out\s+of\s+scope|for\s+later|a\s+follow-?up|deferred)|(?:is|are)\s*n['’]?t\s+needed\s+(?:yet|for\s+now)|later|next\s+time|in\s+a\s+follow-?up)\b`}

	// A verification as the object of a Korean "need not" ("빌드는 안 해도
	// 돼요") is a waiver (waiver.go), not a cut; writing tests ("E2E
	// 테스트는 안 써도 돼요") is work, and so a cut.
	koCheckOnly = &lre{expr: `^` + koCheck + `$`}
	koCutLead   = &lre{expr: `^(?:(?:그리고|일단|우선|그럼|아|참)\s+)+`}
	// "리눅스는 다음에 할게요", "PDF 내보내기는 나중에 하고".
	koCutLater = &lre{expr: `^((?:\S+\s+){0,3}?\S+?)(?:은|는|도)\s+(?:일단\s+|우선\s+|이번엔\s+|이번에는\s+|지금은\s+)?(?:다음에|나중에|추후에?|이후에|다음\s*(?:pr|번|단계|버전|스프린트|릴리스|릴리즈)|후속\s*(?:pr|작업))`}
	// "관리자 화면은 생략해도 돼요", "다국어 처리는 보류하고".
	koCutSkip = &lre{expr: `^((?:\S+\s+){0,3}?\S+?)(?:은|는|도)\s+(?:\S+\s+){0,2}?(?:생략|스킵|skip|보류|미뤄|미루)`}
	// "이메일 알림은 이번 PR에서 빼주세요": 빼다 only with a marker, else it is a removal.
	// The marker may follow how long the cut holds: "iOS는 인증서 문제 정리될
	// 때까지 일단 빼고".
	koCutOut = &lre{expr: `^((?:\S+\s+){0,3}?\S+?)(?:은|는|도)\s+(?:\S+\s+){0,5}?(?:이번\s*\S*에서(?:는)?|이번에는|이번엔|일단|우선|지금은|당분간)\s*(?:빼|제외)`}
	// "E2E 테스트는 안 써도 돼요".
	koCutNotNeeded = &lre{expr: `^((?:\S+\s+){0,3}?\S+?)(?:은|는|도)\s+(?:이번엔\s+|이번에는\s+|지금은\s+|당분간\s+|일단\s+)?(?:안\s*(?:써|해|만들어|넣어|하셔|붙여|추가해|작성해|구현해)도|하지\s*않아도|구현\s*안\s*해도)\s*(?:돼|되|됩|괜찮)`}
	// "결제 연동은 일단 목으로 해두세요", "SMS 발송은 stub으로 두고", "결제
	// 호출은 일단 stub으로 해줘".
	koCutStub = &lre{expr: `^((?:\S+\s+){0,3}?\S+?)(?:은|는|도|을|를)\s+(?:일단\s+|우선\s+|지금은\s+)?(?:목|mock|stub|스텁|더미|가짜|하드코딩|placeholder)(?:으로|로)?\s*(?:해\s*두|두|처리|만들어|둬|해\s*놓|놔|해\s*줘|해\s*주|해\s*달)`}

	koCutRules = []*lre{koCutLater, koCutSkip, koCutOut, koCutNotNeeded, koCutStub}
)

// koCutStarts returns where a Korean cut may start in clause w: past its
// lead ("일단", "그리고"), and past each reason said before it with a
// connective ending ("토스페이먼츠는 아직 계약 전이라 결제 호출은 일단
// stub으로 해줘": the cut is the payment call, after "…전이라").
func koCutStarts(w string) []int {
	starts := []int{leadLen(w, koCutLead)}
	for i := 0; i < len(w); {
		j := strings.IndexByte(w[i:], ' ')
		if j < 0 {
			break
		}
		word := w[i : i+j]
		i += j + 1
		for _, end := range [...]string{"이라", "라서", "니까", "어서", "아서", "해서", "는데"} {
			if strings.HasSuffix(word, end) && i < len(w) {
				starts = append(starts, i)
				break
			}
		}
	}
	return starts
}

func cutDeterminers(w string) bool {
	switch w {
	case "the", "a", "an", "our", "my", "your", "this", "that", "these", "those", "its",
		"their", "all", "any", "some":
		return true
	}
	return false
}

func cutFillers(w string) bool {
	switch w {
	case "one", "ones", "bit", "piece", "stuff", "thing", "things", "side", "bits":
		return true
	}
	return false
}

func cutVerbs(w string) bool {
	switch w {
	case "leave", "skip", "omit", "ignore", "disable", "exclude", "postpone", "defer", "punt",
		"hold", "stub", "mock", "fake", "hardcode", "hard-code":
		return true
	}
	return false
}

func cutPronouns(w string) bool {
	switch w {
	case "it", "them", "this", "that", "these", "those", "everything", "anything", "all", "":
		return true
	}
	return false
}

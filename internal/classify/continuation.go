package classify

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Reply is how a prompt stands to the task in progress.
//
// The contract:
//
//   - Continues: the prompt is made only of assent and go-ahead words
//     ("yes", "ok do it", "go ahead", "continue", "진행해 주세요", "ㅇㅇ",
//     "그렇게 해"), numbers or letters that pick an option the agent
//     offered ("2", "option b", "2번으로 해줘"), politeness and
//     punctuation, in English or Korean. It asks for nothing new: the task
//     goes on with the mode and risks it had, since on its own words
//     "ok do it" would be a quick question just when the risky part of the
//     task starts.
//   - Extends: the prompt opens with assent and then asks for something of
//     its own ("yes, and also delete the old bucket", "lgtm ship it",
//     "네, 그리고 오래된 버킷도 지워줘"), or its only request is a verb on
//     the task itself ("ship it", "run it", "그거 배포해"), or a short
//     prompt ends on a go-ahead of its own ("orders 있는 것도 같이 지워도
//     돼요. 진행해줘."). Its own words
//     are classified as any prompt's and merged with the task: the stronger
//     mode, the union of the risks. An extension never lowers the task.
//   - NewTask: anything else, classified on its own words alone. A refusal
//     ("no", "stop", "wait", "ok, don't", "아니 하지 마") is a new task, so
//     "no, don't do it" does not keep a blocked mode; so is a continuation
//     verb that takes an object ("continue reading the docs and tell me
//     what X means", "계속 읽어줘"), and a numbered list ("1. add a flag
//     2. test it").
//
// Continuation is read by construction, word by word against a closed
// lexicon, never by guessing at intent: one word outside it is new content.
type Reply uint8

const (
	NewTask Reply = iota
	Continues
	Extends
)

func (r Reply) String() string {
	switch r {
	case Continues:
		return "continues"
	case Extends:
		return "extends"
	}
	return "new-task"
}

// Request classifies what prompt itself asks and how it stands to the task
// in progress. For Extends it is Prompt(prompt) raised by the request after
// the assent read alone, which the assent can hide from the classifier
// ("lgtm ship it" is a deploy); for the others Prompt(prompt).
func Request(prompt string) (Result, Reply) {
	reply, at := ReadReply(prompt)
	r := Prompt(prompt)
	if reply == Extends && at > 0 {
		r = merge(r, Prompt(prompt[at:]), "")
	}
	return r, reply
}

// Continue returns the result the task goes on with after a prompt that
// asks own (see Request) and stands to the task as reply: the task itself
// for Continues, the stronger of the two for Extends, own for NewTask; and
// Blocked, for either of those, when own deletes or operates on what a task
// in production named ("ok restart them", "롤백 진행해 주세요"). A
// task whose Mode is empty is unknown (the session's first prompt): a bare
// continuation of it is Normal, as any prompt no rule reads.
func Continue(own Result, reply Reply, task Result) Result {
	switch {
	case reply == Continues && task.Mode == "":
		r := own
		r.Mode = Normal
		r.Reasons = []string{"continues a task not recorded; treated as a change"}
		return r
	case reply == Continues:
		r := task
		r.Risks = slices.Clone(task.Risks)
		if r.Risks == nil {
			r.Risks = []string{}
		}
		r.Reasons = []string{"continues the task in progress (" + string(task.Mode) + riskNote(task.Risks) + ")"}
		r.Waiver, r.Cuts = own.Waiver, own.Cuts
		return r
	case reply == Extends && task.Mode != "":
		return namedInProduction(own, task, merge(own, task, "goes on with the task in progress"))
	case reply == NewTask:
		// "이전 리비전으로 롤백 진행해 주세요" names no system of its own:
		// its operation is on what the task named, whatever else it asks.
		return namedInProduction(own, task, own)
	}
	return own
}

// namedInProduction raises r, the result of own after task, to Blocked when
// own deletes or operates on what the task named in production, deletes
// what it named in a shared database ("ok, drop it" after a look at the
// staging db's tables), or asks the task's act again in production ("Now
// do production." after a migration applied on staging).
func namedInProduction(own, task, r Result) Result {
	switch {
	case own.repeatsInProduction && (task.Mode == Blocked || slices.ContainsFunc(task.Risks, actRisk)):
		r.Mode = Blocked
		r.Risks = UnionRisks(r.Risks, UnionRisks(task.Risks, []string{Production}))
		r.Reasons = append(slices.Clip(r.Reasons), "asks for the task's act again, in production")
	case own.deletesNamed && slices.Contains(task.Risks, Database) && !slices.Contains(task.Risks, Production):
		r.Mode = Blocked
		r.Risks = UnionRisks(r.Risks, []string{Database, Destructive})
		r.Reasons = append(slices.Clip(r.Reasons), "asks to delete what the task named in a database")
	case !slices.Contains(task.Risks, Production):
	case own.deletesNamed:
		// "ok, delete them" after a look at the prod bucket's old
		// objects: the deletion is of what the task named there.
		r.Mode = Blocked
		r.Risks = UnionRisks(r.Risks, []string{Production, Destructive})
		r.Reasons = append(slices.Clip(r.Reasons), "asks to delete what the task named in production")
	case own.operatesNamed:
		// "ok restart them" after a look at the stuck prod consumers,
		// "두 개 다 적용해줘" after the pending prod migrations.
		r.Mode = Blocked
		r.Risks = UnionRisks(r.Risks, []string{Production})
		r.Reasons = append(slices.Clip(r.Reasons), "asks to operate on what the task named in production")
	}
	return r
}

// actRisk reports a risk only a task's act across a boundary carries: a
// database changed, a remote written, something destroyed, a secret set.
func actRisk(r string) bool {
	return r == Database || r == RemoteWrite || r == Destructive || r == SecretOrAuth
}

// Stronger returns the more severe of two modes: quick < normal < deep <
// blocked. A mode this package does not know counts as Normal, the
// default of a task nothing classified.
func Stronger(a, b Mode) Mode {
	if severity(b) > severity(a) {
		return b
	}
	return a
}

func severity(m Mode) int {
	switch m {
	case Quick:
		return 0
	case Deep:
		return 2
	case Blocked:
		return 3
	}
	return 1
}

// merge raises r to the mode and risks of o; why, when not empty, is the
// reason given when o adds anything.
func merge(r, o Result, why string) Result {
	mode := Stronger(r.Mode, o.Mode)
	risks := UnionRisks(r.Risks, o.Risks)
	if mode == r.Mode && len(risks) == len(r.Risks) {
		return r
	}
	if why != "" {
		r.Reasons = append(slices.Clip(r.Reasons), why+" ("+string(o.Mode)+riskNote(o.Risks)+")")
	} else {
		r.Reasons = append(slices.Clip(r.Reasons), o.Reasons...)
	}
	r.Mode, r.Risks = mode, risks
	return r
}

func riskNote(risks []string) string {
	if len(risks) == 0 {
		return ""
	}
	return ": " + strings.Join(risks, ", ")
}

// UnionRisks returns the flags of a and b in canonical order; flags this
// package does not know (an older or newer ledger's) keep their place
// after the known ones rather than being lost.
func UnionRisks(a, b []string) []string {
	out := []string{}
	for _, name := range flagNames {
		if slices.Contains(a, name) || slices.Contains(b, name) {
			out = append(out, name)
		}
	}
	for _, f := range slices.Concat(a, b) {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// ReadReply reads how prompt stands to the task in progress. For Extends,
// at is the byte offset where the prompt's own request starts (0 when the
// whole prompt is the request).
func ReadReply(prompt string) (reply Reply, at int) {
	sc := replyScanner{s: lowered(prompt)}
	assented, pending, picked := false, false, false
	var prev replyRole = roleNone
	for {
		t, ok := sc.next()
		if !ok {
			break
		}
		if t.boundary {
			// A go-ahead verb is complete once its clause ends: "continue."
			// or "go ahead, and …" but not "continue reading …".
			if pending {
				assented, pending = true, false
			}
			prev = roleBoundary
			continue
		}
		role := replyRoleOf(t.word)
		switch role {
		case roleContent:
			if refusalStart(t.word, &sc) && prev != roleConnective {
				return NewTask, 0
			}
			if assented {
				return Extends, t.start
			}
			if backReference(prompt) || endsOnGoAhead(prompt) {
				return Extends, 0
			}
			return NewTask, 0
		case roleAssent:
			assented, pending = true, false
		case roleVerb:
			pending = true
		case rolePick:
			picked = true
		case roleConnective:
			// A picked option only counts as assent when a request joins it
			// ("2, and add tests"): "1. add a flag" starts a list.
			if pending || picked {
				assented, pending, picked = true, false, false
			}
		}
		prev = role
	}
	if assented || pending || picked {
		return Continues, 0
	}
	return NewTask, 0
}

// endsOnGoAhead reports a short prompt that widens or allows something
// and then tells the agent to go on: "orders 있는 것도 같이 지워도 돼요.
// 진행해줘.", "Keep the audit rows too. Go ahead." Its last sentence alone
// Continues; the rest is read as any prompt's and merged with the task,
// which it never lowers.
func endsOnGoAhead(prompt string) bool {
	p := strings.TrimRight(strings.TrimSpace(prompt), ".!。 ")
	if len(p) > 160 {
		return false
	}
	cut := strings.LastIndexAny(p, ".!?\n。")
	if cut <= 0 || cut+1 >= len(p) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(p[cut+1:]); p[cut] != '\n' && !unicode.IsSpace(r) {
		return false // "1.2", "Next.js": no sentence ends there
	}
	last := strings.TrimSpace(p[cut+1:])
	if len(last) < 2 || strings.Trim(last, "0123456789)") == "" {
		return false // an option picked ("… 2"), not a go-ahead
	}
	r, _ := ReadReply(last)
	return r == Continues
}

// refusalStart reports a reply whose first request is a refusal, right
// after the assent ("ok, stop", "yes but don't", "네 아니 잠깐만"): the
// user turns the task down, and it is read on its own words.
func refusalStart(w string, sc *replyScanner) bool {
	next, _ := sc.peekWord()
	if refusals(w) || koNegative(w, next) {
		return true
	}
	return softBut(w) && refusals(next)
}

// backReference reports a short prompt whose every request is a verb on
// the task itself, its object a pronoun: "ship it", "run that now",
// "ok push them", "그거 배포해". The verb is the request; the pronoun
// is the task.
func backReference(prompt string) bool {
	if len(prompt) > 60 {
		return false
	}
	sc := replyScanner{s: lower(prompt)}
	var words []string
	for {
		t, ok := sc.next()
		if !ok {
			break
		}
		if t.boundary {
			words = append(words, "")
			continue
		}
		words = append(words, t.word)
	}
	verbs := 0
	for i, w := range words {
		if w == "" || replyRoleOf(w) != roleContent {
			continue
		}
		if refusals(w) || softBut(w) {
			return false
		}
		after := i+1 < len(words) && pronouns(words[i+1])
		before := i > 0 && koPronouns(words[i-1])
		if !after && !before {
			return false
		}
		verbs++
	}
	return verbs > 0 && verbs <= 2
}

// replyRole is what a word does in a reply.
type replyRole uint8

const (
	roleNone       replyRole = iota
	roleContent              // anything outside the lexicon: the prompt asks for something
	roleFiller               // politeness, pronouns, particles: "please", "it", "주세요"
	roleAssent               // complete on its own: "yes", "lgtm", "네", "진행해"
	roleVerb                 // go-ahead that may take an object: "continue", "go", "계속"
	rolePick                 // an option the agent offered: "2", "b", "2번"
	roleConnective           // joins a further request: "and", "also", "그리고"
	roleBoundary
)

func replyRoleOf(w string) replyRole {
	if r, ok := replyLexicon(w); ok {
		return r
	}
	if c := collapseRuns(w); c != w {
		if r, ok := replyLexicon(c); ok {
			return r
		}
	}
	if isPick(w) {
		return rolePick
	}
	if koGoAhead(w) {
		return roleAssent
	}
	return roleContent
}

// collapseRuns shortens every run of three or more of the same letter to
// one: "yesss", "okkk", "ㅇㅇㅇ" are "yes", "ok", "ㅇ".
func collapseRuns(w string) string {
	var b strings.Builder
	rs := []rune(w)
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && rs[j] == rs[i] {
			j++
		}
		n := j - i
		if n >= 3 {
			n = 1
		}
		for range n {
			b.WriteRune(rs[i])
		}
		i = j
	}
	return b.String()
}

// isPick reports a word that picks a numbered or lettered option: "2",
// "#2", "2nd", "2번", "2번으로", "1안".
func isPick(w string) bool {
	w = strings.TrimPrefix(w, "#")
	n := 0
	for n < len(w) && w[n] >= '0' && w[n] <= '9' {
		n++
	}
	if n == 0 || n > 2 {
		return false
	}
	switch w[n:] {
	case "", "st", "nd", "rd", "th", "번", "번으로", "번으로요", "번요", "번이요", "번째", "번째로", "번째요", "로", "으로", "안", "안으로", "안이요":
		return true
	}
	return false
}

// koGoAhead reports a Korean go-ahead verb: a stem that names the task
// going on ("진행", "계속", "그렇게") or none, and an ending that asks for
// it ("해", "해 줘", "해주세요", "하자", "부탁드립니다"). A negative ending
// ("진행하지 마") is not among them.
func koGoAhead(w string) bool {
	for _, stem := range koStems {
		if rest, ok := strings.CutPrefix(w, stem); ok && koEndings(rest) {
			return true
		}
	}
	return false
}

var koStems = []string{"진행", "계속", "시작", "마저", "그렇게", "그대로", "이대로", "그걸로", "그거로", "그것으로", "이걸로", "이거로", "그쪽으로", "추천대로", "말씀대로", "제안대로", "계획대로", ""}

func koEndings(w string) bool {
	switch w {
	case "해", "해요", "해줘", "해줘요", "해주세요", "해주십시오",
		"해주라", "해줄래", "해줄래요", "해주시겠어요", "해봐",
		"해봐요", "해보자", "해보세요", "해볼까", "하세요", "하십시오",
		"하자", "합시다", "하죠", "하시죠", "해라", "하면돼", "하면돼요",
		"부탁해", "부탁해요", "부탁드려요", "부탁드립니다",
		"부탁합니다", "시켜", "시켜줘", "시켜주세요", "가자", "가요",
		"갑시다", "고", "ㄱ", "ㄱㄱ", "해도돼", "해도돼요", "해도됩니다",
		"하셔도돼요", "하셔도됩니다", "":
		return true
	}
	return false
}

// replyLexicon is every word a bare continuation may be made of. A word
// that can name new work on its own ("ship", "run", "apply", "push")
// is left out: a reply that holds it asks for something.
func replyLexicon(w string) (replyRole, bool) {
	switch w {
	case "yes", "yeah", "yea", "yep", "yup", "ya", "yah", "yas", "y", "ok", "okay", "okey", "okie", "k", "kk", "sure", "alright", "allright",
		"right", "fine", "cool", "great", "perfect", "nice", "good", "excellent", "awesome", "lgtm", "sgtm", "agreed", "agree",
		"absolutely", "definitely", "certainly", "correct", "exactly", "indeed", "affirmative", "aye", "approved", "confirmed",
		"granted", "gogo", "ahead", "👍", "👌", "✅", "🆗", "💯", "🚀", "🙏",
		"네", "넵", "넹", "녜", "네네", "예", "예예", "응", "웅", "엉", "어", "ㅇ", "ㅇㅇ", "ㅇㅋ", "ㅇㅋㅇㅋ", "ㄱ", "ㄱㄱ", "고고", "오케이", "오키", "콜", "굿",
		"그래", "그래요", "그래그래", "그럽시다", "그러자", "그러세요", "그러죠", "좋아", "좋아요", "좋습니다", "좋네요", "좋지", "좋죠", "좋다", "좋아좋아", "좋은데요",
		"괜찮아", "괜찮아요", "괜찮습니다", "알겠어", "알겠어요", "알겠습니다", "알았어", "알았어요", "맞아", "맞아요", "맞습니다",
		"당연하지", "당연하죠", "물론", "물론이죠", "그럼요", "ㅇㅋㅇ":
		return roleAssent, true
	case "go", "proceed", "continue", "carry", "keep", "do", "resume", "retry", "finish", "start", "try", "make",
		"next", "진행", "계속", "그렇게", "그대로", "이대로", "마저", "시작":
		return roleVerb, true
	case "option", "choice", "number", "a", "b", "c", "d", "e", "first", "second", "third", "fourth", "last", "latter", "former", "both",
		"첫", "첫번째", "두번째", "세번째", "네번째", "번째", "번째로", "번", "번으로", "둘", "둘다":
		return rolePick, true
	case "and", "also", "then", "plus", "그리고", "그리고요", "또", "추가로", "다음", "다음에", "그다음", "그다음에":
		return roleConnective, true
	case "please", "pls", "plz", "pleas", "kindly", "thanks", "thank", "thx", "ty", "tysm", "you", "u", "now", "so", "just", "let's", "lets", "let", "us",
		"it", "that", "this", "them", "those", "these", "that's", "thats", "it's", "its", "on", "going", "for", "with", "as", "the", "an", "to", "me",
		"i", "we", "think", "guess", "sounds", "looks", "seems", "works", "is", "all", "of", "rest", "remaining", "everything", "same", "way",
		"plan", "one", "ones", "suggested", "proposed", "planned", "described", "discussed", "outlined", "said", "say", "your", "suggestion",
		"recommendation", "recommended", "approach", "idea", "again", "oh", "ah", "well", "hey", "hmm", "sir", "man", "dude", "mate", "boss",
		"very", "really", "totally", "super", "much", "lot", "away", "asap", "forward", "happen", "too", "from", "where", "left", "off", "there",
		"pick", "up", "at", "in", "order", "steps", "step", "thing", "things",
		"주세요", "줘", "줘요", "주라", "요", "좀", "그럼", "그러면", "이제", "바로", "일단", "그냥", "쭉", "다", "전부", "모두", "감사합니다", "감사해요",
		"고마워", "고마워요", "고맙습니다", "땡큐", "부탁", "그거", "그걸", "그것", "그것도", "그거도", "그거로", "이거", "이걸", "이것", "이거로",
		"말씀하신", "말한", "제안한", "제안하신", "추천한", "추천하신", "대로", "방금", "아까", "위에", "위의", "방식", "방식으로", "방법", "방법으로",
		"계획", "계획대로", "말씀대로", "제안대로", "추천대로", "그렇게요", "ㅎㅎ", "ㅋㅋ", "ㅎ", "ㅋ", "돼", "돼요", "됩니다", "두", "세", "하나", "둘째", "나머지", "나머지도":
		return roleFiller, true
	}
	return 0, false
}

// refusals turn the task down when they come first.
func refusals(w string) bool {
	switch w {
	case "no", "nope", "nah", "n", "stop", "wait", "hold", "cancel", "abort", "don't", "dont",
		"not", "never", "nevermind", "halt", "pause", "hang", "아니", "아니요",
		"아뇨", "아냐", "아니야", "아니오", "노", "잠깐", "잠깐만",
		"잠시만", "그만", "그만해", "멈춰", "취소", "취소해", "하지",
		"말고", "안돼", "안", "스톱", "보류", "기다려":
		return true
	}
	return false
}

// koNegative reports a Korean verb with a negative ending: "하지마",
// "진행하지 말고"; next is the word after it.
func koNegative(w, next string) bool {
	for _, end := range []string{"지마", "지마세요", "지마요", "지말고", "지말아요", "지말아줘"} {
		if strings.HasSuffix(w, end) {
			return true
		}
	}
	return strings.HasSuffix(w, "지") && koNegators(next)
}

func koNegators(w string) bool {
	switch w {
	case "마", "마세요", "마요", "말고", "말아", "말아요", "말아줘",
		"않아도", "않게", "않고", "말자":
		return true
	}
	return false
}

// softBut words may come between the assent and a refusal: "ok but wait".
func softBut(w string) bool {
	switch w {
	case "but", "actually", "근데", "하지만", "그런데", "다만":
		return true
	}
	return false
}

func pronouns(w string) bool {
	switch w {
	case "it", "that", "this", "them", "those", "these", "everything":
		return true
	}
	return false
}

func koPronouns(w string) bool {
	switch w {
	case "그거", "그걸", "그것", "그것을", "그거를", "그것도", "이거",
		"이걸", "이것", "이것을", "이거를", "이것도", "저거", "저걸",
		"전부", "다":
		return true
	}
	return false
}

// replyToken is a word of a reply, or a clause boundary.
type replyToken struct {
	word     string
	start    int
	boundary bool
}

// replyScanner cuts a lowercased reply into words and boundaries, lazily:
// the reading stops at the first word of new content, so a long prompt
// costs only its opening.
type replyScanner struct {
	s string
	i int
}

func (sc *replyScanner) next() (replyToken, bool) {
	s := sc.s
	for sc.i < len(s) {
		r, size := utf8.DecodeRuneInString(s[sc.i:])
		start := sc.i
		switch {
		case wordRune(r):
			j := start
			for j < len(s) {
				r2, n := utf8.DecodeRuneInString(s[j:])
				if r2 == '.' {
					// "next.js", "v1.2", "main.go": a dot inside a word
					// ends no clause.
					r3, _ := utf8.DecodeRuneInString(s[j+n:])
					if wordRune(r3) {
						j += n
						continue
					}
				}
				if !wordRune(r2) {
					break
				}
				j += n
			}
			sc.i = j
			w := strings.Trim(s[start:j], "'’")
			w = strings.ReplaceAll(w, "’", "'")
			if w == "" {
				continue
			}
			return replyToken{word: w, start: start}, true
		case strings.ContainsRune(",.;:!?…~\n", r):
			sc.i += size
			return replyToken{start: start, boundary: true}, true
		case unicode.IsSpace(r) || strings.ContainsRune(`()[]*"-–—^`, r) || r == 0xFE0F:
			sc.i += size
		case r >= 0x1F3FB && r <= 0x1F3FF:
			sc.i += size // a skin tone: 👍🏻 is 👍
		default:
			// An emoji the lexicon knows, or code, paths, operators:
			// content, one rune at a time.
			sc.i += size
			return replyToken{word: string(r), start: start}, true
		}
	}
	return replyToken{}, false
}

// peekWord returns the next word without consuming it, skipping no
// boundary: "ok but, wait" is not "ok but wait".
func (sc *replyScanner) peekWord() (string, bool) {
	save := sc.i
	t, ok := sc.next()
	sc.i = save
	return t.word, ok && !t.boundary
}

func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || r == '\'' || r == '’' || r == '#'
}

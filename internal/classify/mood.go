package classify

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/ascii"
)

// mood is what a clause does: ask, ask for an explanation, ask for a change,
// or just state something.
type mood int

const (
	moodStatement mood = iota
	moodQuestion
	moodExplain
	moodChange
)

// verbUse is one verb the user asks the agent to carry out.
type verbUse struct {
	verb string  // lowercased as written: "deploy", "force-push", "배포", "지워"
	obj  string  // English: the rest of the clause; Korean: the clause before the verb
	cl   *clause // the clause it was found in
	ko   bool
}

// clauseInfo is the analysis of one clause.
type clauseInfo struct {
	cl      *clause
	mood    mood
	cue     string    // the words that decided the mood, for reasons
	verbs   []verbUse // requested verbs (change or action), not negated
	request bool      // an explicit request marker ("can you", "해줘")
}

// analyzeClause decides the mood of a clause and collects the verbs it asks
// the agent to carry out. English and Korean analyses both run, so a mixed
// clause ("prod DB에 이 query 실행해줘") is read either way.
func analyzeClause(cl *clause) clauseInfo {
	ci := clauseInfo{cl: cl}
	analyzeEnglish(cl, &ci)
	if hasHangul(cl.text) {
		analyzeKorean(cl, &ci)
	}
	if ci.mood == moodStatement && cl.question {
		ci.mood, ci.cue = moodQuestion, "?"
	}
	return ci
}

// hasHangul reports whether s holds a Hangul syllable (U+AC00 to U+D7A3).
// Every clause of a prompt is asked, several times, so it reads bytes: a
// syllable's UTF-8 starts with 0xEA to 0xED, which no other byte of an
// encoded rune is, and only there is a rune decoded; runs of ASCII are
// passed over eight bytes at a time.
func hasHangul(s string) bool {
	for i := 0; i < len(s); i++ {
		if i += ascii.Run(s[i:]); i >= len(s) {
			break
		}
		if c := s[i]; c >= 0xEA && c <= 0xED {
			if r, _ := utf8.DecodeRuneInString(s[i:]); r >= 0xAC00 && r <= 0xD7A3 {
				return true
			}
		}
	}
	return false
}

// koParticleAfter reports s opening on a Korean particle that stands alone
// after the word before it: "은 어떻게 해요?", "를 지금", "도,". A verb's ending
// ("해 줘" in "fix해 줘") is no particle.
func koParticleAfter(s string) bool {
	r, n := utf8.DecodeRuneInString(s)
	switch r {
	case '은', '는', '이', '가', '을', '를', '도', '의', '만':
	default:
		return false
	}
	if n == len(s) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(s[n:])
	return next < 0xAC00 || next > 0xD7A3
}

// koNounOfSentence reports what follows an English word that makes it a
// noun of a Korean sentence: the passive 되다 ("push 된 거 맞지?", "deploy
// 됐어?" ask whether it happened), or a second English word that carries
// the particle ("release workflow도 돌았는지 확인해줘": the workflow, not
// a release).
func koNounOfSentence(after string) bool {
	rest := strings.TrimLeft(after, " ")
	if rest == after && after != "" {
		return false // "push해줘": the word and its light verb, one token
	}
	for _, p := range []string{"된", "됐", "되었", "돼", "되어", "되는", "되나", "되지", "안 됐", "안 된"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	next := leadingWord(rest)
	if next != "" && !hasHangul(next) {
		return koParticleAfter(rest[len(next):])
	}
	// A Korean noun right after it makes a compound ("release 워크플로",
	// "deploy 로그"); a light verb or its adverb keeps it the verb ("push
	// 해줘", "deploy 좀 해 주세요", "배포 진행").
	for _, p := range []string{"하", "해", "했", "합", "할", "함", "좀", "부탁", "진행", "실행", "처리", "다시", "먼저", "바로", "지금", "까지", "도", "안"} {
		if strings.HasPrefix(rest, p) {
			return false
		}
	}
	return hasHangul(firstField(rest))
}

func (ci *clauseInfo) raise(m mood, cue string) {
	if m > ci.mood {
		ci.mood, ci.cue = m, cue
	}
}

// analyzeEnglish reads an English clause: leading fillers and request markers
// ("please", "can you", "I want you to") are stripped, then the first word
// decides the mood. Verbs coordinated later ("… and fix it") are requests too.
func analyzeEnglish(cl *clause, ci *clauseInfo) {
	t := cl.text
	if n := leadingFillers(t); n > 0 {
		if hasRequestMarker(t[:n]) {
			ci.request = true
		}
		t = t[n:]
	}
	head := leadingWord(t)
	if koParticleAfter(t[len(head):]) || koNounOfSentence(t[len(head):]) {
		// "rollback은 어떻게 해요?": a word that carries a Korean particle
		// is a noun of the Korean sentence, not an English imperative.
		head = ""
	}
	rest := strings.TrimSpace(t[len(head):])
	next := leadingWord(rest)
	if usersOwnAct(head, next) && !mentionsYou(rest) {
		return // "I'll do the tag and release.": the user's act, not a request
	}
	if v, obj, ok := phrasalVerb(head, rest); ok {
		ci.addVerb(moodChange, v, obj, cl, false)
		head = "" // read: the switch below has nothing left to decide
	}
	switch {
	case head == "":
	case head == "do" && !cl.question && doesAgain(rest):
		// "do the same for production", "do it on prod too": an order
		// without a question mark, not "Do the tests pass?".
		ci.addVerb(moodChange, head, rest, cl, false)
	case enQuestionWords(head) || (enModal(head) && enSubjects(next)):
		ci.raise(moodQuestion, head)
	case head == "show" || head == "give" || head == "get":
		if next == "me" || next == "us" {
			ci.raise(moodExplain, head+" "+next)
		} else if head != "get" || enObjPronoun(next) || next == "rid" {
			ci.addVerb(moodChange, head, rest, cl, false)
		} else {
			ci.raise(moodExplain, head)
		}
	case (head == "look" || head == "dig") && (next == "into" || strings.HasPrefix(rest, "at why")):
		// "look into why …" is debugging, not a lookup.
		ci.addVerb(moodChange, "investigate", rest, cl, false)
	case enExplainVerbs(head):
		if head == "find" && next == "and" {
			break // "find and fix": the coordinated verb decides
		}
		ci.raise(moodExplain, head)
	case head == "force" && strings.HasPrefix(next, "push"):
		ci.addVerb(moodChange, "force-push", strings.TrimSpace(rest[len(next):]), cl, false)
	case shellCommands(head) && !hasHangul(cl.text):
		// A bare command line ("rm -rf node_modules", "git push") asks to run
		// it. In a Korean clause a command is the object of the Korean verb.
		ci.addVerb(moodChange, "run", t, cl, false)
	case enChangeVerbs(head) && enFiniteAfterNoun(next):
		// "Push failed (attempt 1/3)", "build is red": the verb's word is
		// a noun, the subject of a report.
	case enChangeVerbs(head):
		ci.addVerb(moodChange, head, rest, cl, false)
	case !enNotVerbs(head) && (ci.request || enDeterminers(next)):
		// A word the lexicon does not know, in verb position: after "can
		// you" or "please", or followed by an object ("tighten the CORS
		// config", "track it down"), it is an imperative all the same.
		ci.addVerb(moodChange, head, rest, cl, false)
	}
	// Coordinated requests: "find out why and fix it", "tag it and push the
	// tag". In a question or explanation only a verb with a pronoun object
	// counts, so "explain when to rebase and force-push" stays a question.
	coordinated(cl.text, func(start, end int) {
		v := cl.text[start:end]
		if !enChangeVerbs(v) {
			return
		}
		rest := strings.TrimSpace(cl.text[end:])
		switch next := leadingWord(rest); ci.mood {
		case moodQuestion:
			if !enObjPronoun(next) {
				return
			}
		case moodExplain:
			// "explain and fix the flaky test" asks for the fix too.
			if !enObjPronoun(next) && !enDeterminers(next) {
				return
			}
		}
		ci.addVerb(moodChange, v, rest, cl, false)
	})
}

func (ci *clauseInfo) addVerb(m mood, verb, obj string, cl *clause, ko bool) {
	ci.raise(m, verb)
	ci.verbs = append(ci.verbs, verbUse{verb: verb, obj: objectWindow(obj, ko), cl: cl, ko: ko})
}

// maxObject bounds a verb's object: what comes after an English verb, or
// before a Korean one. Every object phrase the rules read is far shorter,
// and a clause with many verbs (no punctuation, "… and push … and deploy
// …") would otherwise have each verb read most of the clause: quadratic.
const maxObject = 200

// objectWindow keeps the maxObject bytes of an object next to its verb:
// the start of an English one, the end of a Korean one.
func objectWindow(obj string, ko bool) string {
	if len(obj) <= maxObject {
		return obj
	}
	if !ko {
		return truncate(obj, maxObject)
	}
	i := len(obj) - maxObject
	for i < len(obj) && !utf8.RuneStart(obj[i]) {
		i++
	}
	return obj[i:]
}

// analyzeKorean reads a Korean clause by its predicate endings: "-해 줘",
// "-해 주세요", "-줄래" and plain imperatives ("고쳐", "추가해") are requests;
// the verb stem before the ending says whether the request is to explain or to
// change. "-나요/-까요/-인가요", question words and "?" make a question.
func analyzeKorean(cl *clause, ci *clauseInfo) {
	t := cl.text
	found := false
	for _, re := range []*lre{koRequest, koPlainImperative} {
		if re == koPlainImperative && (found || cl.question) {
			continue // "고쳐?" asks; only "고쳐." or "고쳐" orders
		}
		for _, m := range re.FindAllStringSubmatchIndex(t, -1) {
			g0, g1 := firstGroup(m)
			if g0 < 0 {
				continue
			}
			stem := trimParticles(t[g0:g1])
			if stem == "" {
				continue
			}
			found = true
			ci.request = true
			if koIsExplainStem(stem, t) {
				ci.raise(moodExplain, t[g0:m[1]])
				continue
			}
			ci.addVerb(moodChange, stem, t[:g0], cl, true)
		}
	}
	// Connective verbs ("돌려서 …", "찾아서 …", "배포하고 …") are part of the
	// request when the clause ends in one.
	if found {
		for _, m := range koConnective.FindAllStringSubmatchIndex(t, -1) {
			g0, g1 := firstGroup(m)
			if g0 < 0 {
				continue
			}
			stem := trimParticles(t[g0:g1])
			if stem != "" && !koIsExplainStem(stem, t) {
				ci.verbs = append(ci.verbs, verbUse{verb: stem, obj: objectWindow(t[:g0], true), cl: cl, ko: true})
			}
		}
	}
	if !found {
		if m := koQuestion.FindString(t); m != "" || cl.question {
			if m == "" {
				m = "?"
			}
			ci.raise(moodQuestion, m)
		}
	}
}

// koCarriedRequest reads a Korean clause that ends on a connective verb
// before a comma ("그 키 IAM에서 rotate 하고, 로그 스트림들 삭제해 주세요") as
// part of the request the next clause of its sentence makes: the comma
// split one request in two.
func koCarriedRequest(ci, next *clauseInfo) {
	cl := ci.cl
	if ci.mood != moodStatement || next.mood != moodChange || next.cl.sentence != cl.sentence || !hasHangul(cl.text) {
		return
	}
	t := strings.TrimRight(cl.text, " ") + " "
	ms := koConnective.FindAllStringSubmatchIndex(t, -1)
	if len(ms) == 0 || ms[len(ms)-1][1] != len(t) {
		return
	}
	g0, g1 := firstGroup(ms[len(ms)-1])
	if g0 < 0 {
		return
	}
	if stem := trimParticles(t[g0:g1]); stem != "" && !koIsExplainStem(stem, t) {
		ci.addVerb(moodChange, stem, t[:g0], cl, true)
	}
}

// firstGroup returns the span of the first capture group that took part in
// the match m, or -1, -1.
func firstGroup(m []int) (int, int) {
	for g := 2; g+1 < len(m); g += 2 {
		if m[g] >= 0 {
			return m[g], m[g+1]
		}
	}
	return -1, -1
}

// trimParticles drops trailing particles from a Korean stem: "커밋만" → "커밋".
func trimParticles(s string) string {
	for _, p := range []string{"만", "은", "는", "을", "를", "도", "좀"} {
		if len(s) > len(p) && strings.HasSuffix(s, p) && hasHangul(s[:len(s)-len(p)]) {
			s = strings.TrimSuffix(s, p)
		}
	}
	return strings.TrimSpace(s)
}

// koIsExplainStem reports whether a requested Korean verb asks for words
// rather than changes. "정리" is both "summarise" and "clean up"; it is a
// clean-up only when the clause names code to tidy.
func koIsExplainStem(stem, clauseText string) bool {
	if strings.HasSuffix(stem, "게") || strings.HasSuffix(stem, "도록") {
		return false // "이니셜 보여주게 해줘": make the code show it, a change
	}
	if koIntoFile.MatchString(clauseText) {
		return false // "docs/auth.md에 정리해줘": a summary written into a file is a change
	}
	for _, p := range koExplainStems {
		if strings.HasPrefix(stem, p) {
			if p == "정리" && (koCleanupObjects.MatchString(clauseText) || koLeftover.MatchString(clauseText) && koDeletesData(clauseText) && !koSumsUp(clauseText) || strings.Contains(clauseText, "구조로") || strings.Contains(clauseText, "형태로") || strings.Contains(clauseText, "방식으로")) {
				return false
			}
			return true
		}
	}
	return false
}

var (
	koRequest         = &lre{expr: "([0-9a-z가-힣_`./-]+?)\\s*(?:해|하여)?\\s*(?:줘|줘요|주세요|주십시오|줄래|줄래요|줄\\s*수|주실|주라|주겠|주면|달라|줬으면|봐줘|봐\\s*줘|부탁|좀\\s*[.!~]*$)"}
	koPlainImperative = &lre{expr: "([0-9a-z가-힣_`./-]+?)\\s*(?:해|해라|하자|해봐|하세요|합시다|하십시오|해요)\\s*[.!~]*$|([가-힣]*(?:고쳐|바꿔|지워|옮겨|올려|내려|돌려|넣어|없애|늘려|줄여|붙여|만들어|날려|비워|맞춰|나눠|합쳐|되돌려|밀어|꺼|켜))(?:요|라)?\\s*[.!~]*$"}
	koConnective      = &lre{expr: "([0-9a-z가-힣_`./-]+?)\\s*(?:해서|하고|한\\s*뒤|한\\s*다음|한\\s*후|한\\s*뒤에)\\s|((?:돌려|지워|날려|옮겨|바꿔|올려|찾아|고쳐|만들어|붙여|넣어))(?:서|고)\\s"}
	koQuestion        = &lre{expr: `뭐야|뭐지|뭔데|뭐예요|뭔가요|뭘까|뭐였|무엇|왜|어떻게|어디|언제|어느|누가|누구|몇|무슨|어떤|얼마|인가요|인가|[가-힣]나요|까요|을까|할까|일까|는지\s*궁금|궁금|[나냐니]\s*\??$|죠\s*\??$|지요\s*\??$|있어\s*\?|돼\s*\?|되나|맞아\s*\?`}
	koIntoFile        = &lre{expr: `\.(?:md|txt|json|csv|ya?ml|html|rst|adoc)\S*\s*(?:에|로|으로)\s|(?:파일|문서|노트|위키)(?:에|로|으로)\s`}
	koCleanupObjects  = &lre{expr: `코드|import|임포트|폴더|디렉터리|디렉토리|의존성|불필요|중복|안 쓰는|사용하지 않는|dead`}

	koExplainStems = []string{"설명", "알려", "요약", "보여", "찾아", "확인", "비교", "검토", "리뷰", "분석", "말해", "가르쳐", "파악", "조사", "추천", "짚어", "봐", "정리", "얘기", "답해", "읽어", "나열", "체크", "진단", "추측", "정의", "해석"}
)

// doesAgain reports what follows "do" in an order to repeat: "it", "that"
// or "the same", then where or nothing ("do it for production", "do the
// same for staging").
func doesAgain(rest string) bool {
	for _, p := range []string{"it", "that", "this", "the same", "same"} {
		if r, ok := strings.CutPrefix(rest, p); ok && (r == "" || strings.HasPrefix(r, " ") || strings.HasPrefix(r, ".") || strings.HasPrefix(r, ",")) {
			r = strings.TrimLeft(r, " .,")
			return r == "" || strings.HasPrefix(r, "for ") || strings.HasPrefix(r, "on ") || strings.HasPrefix(r, "in ") ||
				strings.HasPrefix(r, "to ") || strings.HasPrefix(r, "again") || strings.HasPrefix(r, "now") || strings.HasPrefix(r, "too")
		}
	}
	return false
}

func enQuestionWords(w string) bool {
	switch w {
	case "how", "what", "what's", "what’s", "whats", "why", "which", "when", "where", "who",
		"whose", "whom", "is", "are", "was", "were", "does", "did", "should", "shall",
		"may", "might", "has", "have", "had", "isn't", "aren't", "doesn't", "didn't",
		"wasn't", "am", "any", "anything", "whether", "where's", "how's", "who's", "why's":
		return true
	}
	return false
}

func shellCommands(w string) bool {
	switch w {
	case "rm", "git", "kubectl", "terraform", "helm", "npm", "pnpm", "yarn", "docker", "aws",
		"gcloud", "az", "psql", "mysql", "redis-cli", "gh", "cargo", "twine", "sudo", "mv",
		"cp", "chmod", "chown", "dropdb", "createdb", "rails", "rake", "pulumi", "cdk",
		"ansible-playbook", "ssh", "scp", "rsync", "curl", "gsutil", "heroku", "vercel",
		"netlify", "flyctl", "firebase", "eas", "fastlane", "bash", "sh", "./":
		return true
	}
	return false
}

func enDeterminers(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "our", "my", "your", "all",
		"every", "each", "some", "it", "them", "up", "out", "down", "off", "back", "over",
		"away", "any", "both":
		return true
	}
	return false
}

// enNotVerbs are words that start a clause without being an imperative.
func enNotVerbs(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "our", "my", "your", "i", "we",
		"you", "it", "they", "he", "she", "there", "here", "some", "all", "every", "each",
		"any", "both", "also", "not", "no", "yes", "maybe", "if", "when", "while",
		"because", "since", "after", "before", "in", "on", "at", "for", "with", "from",
		"by", "of", "to", "as", "but", "or", "and", "so", "then", "now", "still",
		"currently", "right", "ok", "okay", "thanks", "hey", "hi":
		return true
	}
	return false
}

// enFiniteAfterNoun are verbs that, right after a clause's first word,
// make that word a subject: "push failed", "deploy succeeded".
func enFiniteAfterNoun(w string) bool {
	switch w {
	case "failed", "fails", "succeeded", "succeeds", "passed", "passes", "is", "was", "are",
		"were", "works", "worked", "broke", "breaks", "hangs", "hung", "timed", "crashed",
		"crashes", "errored", "completed", "finished", "stopped", "returned", "returns",
		"threw", "throws", "rejected", "keeps", "kept", "seems", "looks", "took", "takes",
		"doesn't", "didn't", "won't", "isn't", "wasn't", "aren't", "has", "had", "should",
		"would", "will", "never", "still":
		return true
	}
	return false
}

func enModal(w string) bool {
	switch w {
	case "do", "can", "could", "will", "would":
		return true
	}
	return false
}

func enSubjects(w string) bool {
	switch w {
	case "i", "we", "it", "this", "that", "there", "they", "these", "those", "he", "she",
		"the", "our", "my", "you":
		return true
	}
	return false
}

func enObjPronoun(w string) bool {
	switch w {
	case "it", "them", "this", "that", "these", "those", "everything", "all":
		return true
	}
	return false
}

func enExplainVerbs(w string) bool {
	switch w {
	case "explain", "describe", "summarize", "summarise", "tell", "walk", "list", "find",
		"locate", "look", "review", "compare", "clarify", "outline", "teach", "remind",
		"identify", "point", "define", "analyze", "analyse", "read", "count", "check",
		"verify", "confirm", "trace", "search", "grep", "lookup", "guess", "recommend",
		"suggest", "propose", "estimate", "evaluate", "assess", "audit", "inspect",
		"understand", "interpret", "translate", "name", "print", "display", "reveal",
		"dump", "output", "echo", "cat", "fetch":
		return true
	}
	return false
}

func enChangeVerbs(w string) bool {
	switch w {
	case "add", "make", "change", "replace", "fix", "write", "create", "implement", "rename",
		"remove", "delete", "drop", "update", "refactor", "migrate", "move", "rewrite",
		"upgrade", "downgrade", "bump", "build", "set", "setup", "split", "convert", "port",
		"extract", "inline", "merge", "clean", "wire", "hook", "integrate", "support",
		"enable", "disable", "turn", "switch", "swap", "use", "allow", "prevent", "stop",
		"handle", "ensure", "validate", "sanitize", "debug", "investigate", "diagnose",
		"troubleshoot", "resolve", "patch", "optimize", "optimise", "speed", "reduce",
		"improve", "increase", "decrease", "lower", "raise", "cache", "memoize",
		"deduplicate", "dedupe", "simplify", "restructure", "reorganize", "reorganise",
		"redesign", "rework", "overhaul", "modernize", "deprecate", "introduce", "return",
		"accept", "emit", "log", "throw", "catch", "retry", "wrap", "limit", "throttle",
		"paginate", "sort", "filter", "format", "test", "cover", "mock", "stub", "seed",
		"backfill", "deploy", "ship", "release", "publish", "unpublish", "yank", "push", "force-push", "tag",
		"commit", "rebase", "squash", "revert", "roll", "rollback", "run", "execute",
		"apply", "install", "uninstall", "configure", "restart", "reboot", "scale", "kill",
		"revoke", "rotate", "regenerate", "reset", "wipe", "purge", "erase", "destroy",
		"nuke", "truncate", "empty", "archive", "prune", "discard", "overwrite", "bring",
		"put", "insert", "append", "prepend", "document", "localize", "generate",
		"scaffold", "bootstrap", "initialize", "init", "provision", "open", "send",
		"schedule", "fill", "finish", "complete", "continue", "proceed", "pin", "unpin",
		"tweak", "adjust", "align", "center", "centre", "style", "hide", "let", "tidy",
		"polish", "reword", "hardcode", "parameterize", "expand", "shrink", "trim", "strip",
		"escape", "encode", "decode", "parse", "export", "import", "load", "save", "store",
		"persist", "upload", "sync", "refresh", "reload", "rerun", "retrigger", "trigger",
		"profile", "benchmark", "reproduce", "repro", "flush", "drain", "promote",
		"rollout", "exec", "issue", "mint", "share", "post", "paste", "expose", "leak",
		"lint", "type", "tighten", "loosen", "track", "dig", "relax", "guard", "gate",
		"annotate", "comment", "uncomment", "flip", "toggle", "resize", "stabilize",
		"stabilise", "harden", "secure", "encrypt", "decrypt", "check-in", "vendor", "redo",
		"undo", "rearchitect", "re-architect", "transform", "map", "get", "ssh", "reindex",
		"vacuum", "failover", "start", "cut", "file", "submit", "do", "go":
		return true
	}
	return false
}

// usersOwnAct reports a clause whose subject is the user, speaking of what
// they will do: "I'll do the tag and release", "we will deploy it on
// Monday", "I'm handling the migration". Its verbs are the user's plan.
func usersOwnAct(head, next string) bool {
	switch strings.ReplaceAll(head, apostrophe, "'") {
	case "i'll", "we'll":
		return true
	case "i", "we":
		return next == "will" || next == "shall"
	case "i'm", "we're":
		return next == "going" || next == "doing" || next == "handling" || next == "taking"
	}
	return false
}

// mentionsYou reports a clause that names the agent as well ("I'll need
// you to tag it"): its verbs may be the agent's.
func mentionsYou(s string) bool {
	for w := range strings.FieldsFuncSeq(s, func(r rune) bool { return r != '\'' && !unicode.IsLetter(r) }) {
		switch w {
		case "you", "your", "you'll", "you're", "u":
			return true
		}
	}
	return false
}

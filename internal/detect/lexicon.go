package detect

import (
	"strings"
)

// Word classes. These are closed grammatical classes (pronouns, auxiliaries,
// adverbs of time) and a few verb families; they are not example sentences.

// phrases is a list of word sequences, matched against a sentence's words
// in one pass: first gives, for a word, the phrases of list that start
// with it.
//
// Every hook event is a process of its own, and a Stop reads most of the
// tables, so a table built at run time (a map from first words to phrases)
// was built on every Stop. A table is now data the compiler lays out: list
// is written where the rule is, as it reads, and first is a switch that go
// generate writes from it (phrases_gen.go; TestPhraseTables keeps it
// current, TestPhrasesAgree holds find and each to the map they replace).
// A new table is written as phrases{list: ...}; go generate then writes
// its function, named after the table with First, for its first field.
//
//go:generate go test -run TestPhraseTables -update
type phrases struct {
	// first returns, as bytes, the indexes in list of the phrases whose
	// first word is w, in list order.
	first func(w string) string
	list  []string
}

// find returns the first phrase that occurs in ws, in sentence order, and
// where it starts; or "", -1. Of phrases that start at the same word, the
// first listed wins.
func (m phrases) find(ws []string) (string, int) {
	for i, w := range ws {
		ix := m.first(w)
		for k := 0; k < len(ix); k++ {
			if p := m.list[ix[k]]; phraseAt(ws, i, p) {
				return p, i
			}
		}
	}
	return "", -1
}

// each calls fn for every occurrence, in the order of find, until fn
// returns true.
func (m phrases) each(ws []string, fn func(p string, i int) bool) {
	for i, w := range ws {
		ix := m.first(w)
		for k := 0; k < len(ix); k++ {
			if p := m.list[ix[k]]; phraseAt(ws, i, p) && fn(p, i) {
				return
			}
		}
	}
}

// startingWith calls fn for the phrases whose first word is w, in list
// order, until fn returns true, and reports whether it did.
func (m phrases) startingWith(w string, fn func(p string) bool) bool {
	ix := m.first(w)
	for k := 0; k < len(ix); k++ {
		if fn(m.list[ix[k]]) {
			return true
		}
	}
	return false
}

// wordSet is a set of words: list, and the words of the sets in also.
//
// Like a phrase table, a set is data the compiler lays out: a map built on
// first use (once.Value[map[string]bool]) was built again in every hook
// process that read it, and a Stop reads most of them. list is written
// where the rule is, as it reads; has is a switch on the word that go
// generate writes from it (sets_gen.go; TestWordSets keeps it current,
// TestSetsAgree holds it to the map it replaces). A new set is written as
// wordSet{list: ...}; go generate then writes its function, named after
// the set with Has, for its has field.
//
//go:generate go test -run TestWordSets -update
type wordSet struct {
	// has reports whether w is in the set: in list or in a set of also.
	has  func(w string) bool
	list []string
	// also are sets whose words are in this one too.
	also []*wordSet
}

// each calls fn for every word of the set: list in order, then the words
// of also, set by set. A word in more than one place comes more than once.
func (s *wordSet) each(fn func(w string)) {
	for _, w := range s.list {
		fn(w)
	}
	for _, a := range s.also {
		a.each(fn)
	}
}

var (
	// Contracted first-person future forms, one token each.
	enFirstFuture = wordSet{has: enFirstFutureHas, list: []string{"i'll", "we'll", "ill", "i'ma", "imma"}}
	enFirstPerson = wordSet{has: enFirstPersonHas, list: []string{"i", "we"}}

	// Adverbs that may sit between the subject/auxiliary and the verb.
	enAdverb = wordSet{has: enAdverbHas, list: []string{"now", "next", "also", "then", "just", "first", "quickly", "still",
		"actually", "immediately", "right", "away", "go", "ahead", "and", "gonna",
		"finally", "briefly", "additionally", "separately", "shortly", "soon", "again",
		"probably", "likely", "definitely", "simply", "carefully", "manually", "currently", "actively"}}

	// Verbs whose doing is the message itself: "Let me explain".
	enCommunicative = wordSet{has: enCommunicativeHas, list: []string{"explain", "summarize", "summarise", "clarify", "recap", "outline",
		"describe", "note", "answer", "mention", "point", "say", "list", "walk", "elaborate",
		"reiterate", "repeat", "respond", "reply", "emphasize", "highlight", "admit", "confess",
		"concede", "grant", "warn", "remind", "stress", "acknowledge", "caveat"}}

	// Verbs of deciding that, after "we need to", hand a choice over.
	enDecide = wordSet{has: enDecideHas, list: []string{"decide", "choose", "agree", "discuss", "confirm", "clarify"}}

	// Verbs that announce no work: "I'll leave it as is".
	enNoWork = wordSet{has: enNoWorkHas, list: []string{"leave", "keep", "stop", "hold", "pause", "defer", "not", "never", "refrain", "avoid", "skip", "want"}}

	// Verbs of waiting on or checking work already running.
	enWaitVerb = wordSet{has: enWaitVerbHas, list: []string{"wait", "monitor", "poll", "watch", "report", "check", "circle", "let", "look", "ping", "update", "come", "get"}}
	enRunning  = wordSet{has: enRunningHas, list: []string{"finish", "finishes", "finished", "completes", "complete", "completed", "done",
		"running", "background", "progress", "results", "result", "output", "job", "pipeline",
		"ci", "workflow", "build", "run", "suite", "returns", "lands", "ends"}}

	// Investigation verbs: after "Let me check X", a following statement is
	// usually the finding, so the promise was kept.
	enInvestigate = wordSet{has: enInvestigateHas, list: []string{"check", "look", "investigate", "dig", "examine", "inspect", "see",
		"find", "review", "analyze", "analyse", "trace", "debug", "verify", "confirm",
		"double-check", "search", "read", "understand", "figure", "think", "consider", "compare", "test", "try", "reproduce", "explore", "audit"}}

	// Sentence-initial verbs addressed to the user.
	enImperative = wordSet{has: enImperativeHas, list: []string{"consider", "run", "try", "see", "use", "note", "make", "ensure",
		"remember", "verify", "review", "restart", "rerun", "re-run", "open", "install",
		"please", "feel", "tell", "ping", "merge", "deploy", "push", "apply", "keep", "avoid",
		"don't", "do", "set", "enable", "disable", "refresh", "reload", "rebuild", "double-check",
		"check", "go", "click", "visit", "add", "export", "pass", "provide", "share", "send",
		"confirm", "choose", "pick", "decide", "grant", "approve", "paste", "upload", "create",
		"regenerate", "rotate", "reach", "follow", "navigate", "point", "configure", "edit"}}

	// Initial gerunds that by themselves announce starting: "Beginning with".
	enStartGerund = wordSet{has: enStartGerundHas, list: []string{"starting", "beginning", "moving", "continuing", "proceeding", "working",
		"getting", "heading", "turning", "switching", "diving", "digging", "jumping", "kicking", "circling"}}

	// Gerunds of doing work on code. After a dash or a colon a gerund phrase
	// announces work only with one of these ("The fixture is stale —
	// regenerating it"); any other gerund there is an apposition ("the one
	// missing capability — letting a job repaint the prompt").
	enWorkGerund = wordSet{has: enWorkGerundHas, list: []string{"adding", "updating", "fixing", "writing", "creating", "implementing",
		"refactoring", "removing", "renaming", "rewriting", "rerunning", "running", "regenerating",
		"wiring", "migrating", "converting", "porting", "bumping", "patching", "applying",
		"installing", "reverting", "cleaning", "investigating", "checking", "debugging", "tracing",
		"profiling", "extracting", "splitting", "replacing", "changing", "moving", "switching",
		"hoisting", "deleting", "dropping", "restoring", "rebuilding", "deploying", "pushing",
		"setting", "configuring", "documenting", "testing", "adjusting", "tweaking", "reworking",
		"upgrading", "downgrading", "pinning", "generating", "reproducing", "looking", "digging",
		"handling", "addressing", "tackling", "resolving", "wrapping", "retrying", "trying", "pulling",
		"hooking", "merging", "committing", "inlining", "threading", "plumbing", "caching", "batching"}}

	// -ing words that act as prepositions or conjunctions.
	enIngPreposition = wordSet{has: enIngPrepositionHas, list: []string{"assuming", "including", "regarding", "according", "depending",
		"considering", "concerning", "excluding", "following", "notwithstanding", "pending", "barring", "given", "using"}}

	enDeterminer = wordSet{has: enDeterminerHas, list: []string{"the", "a", "an", "this", "that", "these", "those", "its", "their", "our",
		"my", "your", "any", "some", "each", "every", "no", "all"}}

	// -ing words that are nouns or adjectives, not gerunds of an action.
	enIngNoun = wordSet{has: enIngNounHas, list: []string{"nothing", "something", "everything", "anything", "thing", "things", "string",
		"strings", "during", "morning", "evening", "spring", "ring", "king", "bring", "sing",
		"pending", "missing", "remaining", "existing", "following", "warning", "warnings",
		"setting", "settings", "padding", "heading", "headings", "logging", "routing", "caching",
		"timing", "typing", "rendering", "meaning", "ceiling", "ping", "thing's", "listing", "mapping", "mappings", "bindings", "binding"}}

	// Finite verbs and auxiliaries: a sentence that has one is not a bare
	// gerund announcement.
	enFinite = wordSet{has: enFiniteHas, list: []string{"is", "are", "was", "were", "has", "have", "had", "does", "do", "did", "will",
		"would", "should", "can", "could", "may", "might", "must", "isn't", "aren't", "wasn't",
		"won't", "doesn't", "didn't", "it's", "that's", "fixes", "avoids", "makes", "causes",
		"means", "helps", "breaks", "keeps", "lets", "requires", "needs", "works", "solves", "prevents",
		"resolves", "eliminates", "reduces", "improves", "ensures", "guarantees", "gives", "adds",
		"changes", "affects", "triggers", "introduces", "speeds", "slows", "cuts", "saves", "costs",
		"takes", "forces", "allows", "enables", "removes", "stops", "handles", "covers", "returns",
		"produces", "leads", "results", "comes", "goes", "seems", "looks", "shows", "happens", "becomes"}}

	// Subordinating words: a finite verb after one belongs to a
	// subordinate clause.
	enSubordinator = wordSet{has: enSubordinatorHas, list: []string{"so", "because", "since", "which", "when", "if", "while", "until",
		"unless", "whereas", "although", "though", "once", "where", "who", "whether", "why", "how"}}

	// Present progressive verbs of state or perception: "I'm seeing".
	enStateIng = wordSet{has: enStateIngHas, list: []string{"seeing", "getting", "having", "hearing", "noticing", "assuming", "guessing",
		"thinking", "wondering", "leaving", "keeping", "not", "done", "happy", "glad", "able",
		"sure", "confident", "afraid", "unable", "stuck", "blocked", "waiting", "finished"}}

	// Markers that hand the decision, the next step or a condition to the
	// user. A promise under such a condition waits on the user.
	enUserCondition = phrases{first: enUserConditionFirst, list: []string{"if you", "once you", "when you", "after you", "as soon as you",
		"until you", "unless you", "your approval", "your go-ahead", "your go ahead", "your confirmation",
		"your input", "your answer", "your decision", "your call", "your ok", "your okay",
		"your permission", "if that works", "if that sounds", "if this sounds", "if that looks",
		"if this looks", "if that's ok", "if that's okay", "if that is ok", "if ok", "if okay",
		"if approved", "if preferred", "if desired", "if needed", "if wanted", "if helpful",
		"if that helps", "if that would help", "if it helps", "if it would help", "want me to",
		"send me", "give me", "share the", "paste the", "forward me", "tell me",
		"let me know", "with your", "you confirm", "you'd like", "you would like", "you prefer", "you want",
		"you pick", "you choose", "you decide", "you select", "you go with", "you settle on"}}

	enHandoff = phrases{first: enHandoffFirst, list: []string{"let me know", "lmk", "tell me", "feel free", "your call", "up to you", "say the word",
		"give me the go-ahead", "give the go-ahead", "give the word", "once you confirm", "if you confirm",
		"would you like", "do you want", "would you prefer", "do you prefer", "if you want",
		"if you'd like", "if you would like", "if you prefer", "want me to", "you can", "you could",
		"you may", "you might", "you'd", "you should", "you'll", "you will", "you need", "you have to",
		"you want", "you'd want", "i recommend", "i'd recommend", "i would recommend", "i suggest",
		"i'd suggest", "i would suggest", "i'd advise", "recommend", "happy to", "glad to",
		"i can", "i could", "i'd be happy", "i would be happy", "i'm happy", "i'd be glad",
		"i would", "i'd", "we can", "we could", "could also", "i might", "we might", "i may",
		"please", "your preference", "if that works", "if that sounds", "when you're ready",
		"whenever you're ready", "let us know", "worth considering", "consider", "would need you",
		"need you to", "need your", "i'd need", "i would need", "once you", "if you need",
		"if you'd rather", "if you would rather", "your thoughts", "which one", "which option",
		"either way", "awaiting your", "waiting for your", "wait for your", "you decide", "your side",
		"on your end", "on your side", "for you to", "i need you", "we need you", "send me", "give me"}}

	// Closing remarks that end a finished turn.
	enClosingDone = phrases{first: enClosingDoneFirst, list: []string{"that should cover it", "that's it", "that is it", "all set", "that's all", "good to go", "ready for review",
		"ready to merge", "ready to ship", "should be good", "you're all set", "that covers it",
		"that does it", "and that's it", "all done"}}

	// Generic sign-offs. They hand no decision to the user, so the sentence
	// before them decides how the message closes.
	enSignOff = phrases{first: enSignOffFirst, list: []string{"let me know if you have", "let me know if anything", "let me know if there's",
		"let me know if there is", "let me know if you need anything", "let me know if you run into",
		"let me know if you hit", "let me know if you see", "let me know how it goes", "if you have any questions",
		"if you have questions", "feel free to reach out", "reach out if", "hope this helps", "hope that helps",
		"happy to help", "happy coding", "cheers", "thanks", "thank you", "any questions", "any feedback"}}
	koSignOff = []string{"궁금한 점", "궁금하신 점", "궁금한 게", "문의", "추가로 필요한", "필요한 게 있으면",
		"필요한 것이 있으면", "필요한 부분이 있으면", "문제가 있으면", "문제가 생기면", "문제 있으면", "도움이 되었",
		"도움이 됐", "도움이 되셨", "감사합니다", "고맙습니다", "이상한 점", "이슈가 있으면"}

	// Phrases that by themselves mean work is being started or continued.
	enOnIt = phrases{first: enOnItFirst, list: []string{"working on it", "stay tuned", "hang tight", "one moment", "stand by",
		"sit tight", "please wait", "wait a moment", "wait a sec", "wait a minute",
		"one sec", "just a moment", "bear with me", "be right back", "brb", "give me a moment",
		"give me a sec", "give me a minute", "in progress", "more soon", "back shortly"}}

	// Irregular past forms, for recognising reports.
	enIrregularPast = wordSet{has: enIrregularPastHas, list: []string{"made", "wrote", "ran", "put", "built", "found", "set", "did", "got",
		"kept", "left", "took", "gave", "saw", "became", "brought", "went", "split", "cut",
		"rewrote", "rebuilt", "reran", "undid", "swapped", "dropped", "moved", "done", "broke",
		"understood", "caught", "fed", "led", "read", "sent", "spent", "stood", "told", "thought",
		"shown", "seen", "taken", "given", "written", "gone", "begun", "chosen"}}

	// Result words that, after a number or on their own, make a sentence a
	// report of outcome ("0 problems", "54 tests, 0 failures").
	enResultNoun = wordSet{has: enResultNounHas, list: []string{"passed", "passing", "passes", "pass", "tests", "test", "failures", "failed",
		"failing", "problems", "errors", "error", "warnings", "warning", "issues", "examples",
		"specs", "spec", "ok", "succeeded", "skipped", "assertions", "checks", "files", "rows",
		"ms", "seconds", "s", "suites", "cases", "vulnerabilities", "findings", "offenses"}}
)

// Korean fragments.
var (
	// Stems before -겠- that make it a feeling, a guess or politeness, not a
	// promise: 알겠습니다, 모르겠습니다, 좋겠습니다, 감사하겠습니다.
	koNotPromiseBeforeGet = []string{"알", "모르", "좋", "감사하", "되", "있", "없", "같", "싶",
		"괜찮", "듯하", "듯싶", "아니", "어렵", "쉽", "크", "작", "많", "적", "나", "걸리", "들"}

	// Verbs that announce starting or carrying out work in the present:
	// 시작합니다, 진행합니다, 들어갑니다.
	koStartVerb = []string{"시작합니다", "시작해요", "시작할게요", "진행합니다", "진행해요",
		"들어갑니다", "들어가요", "착수합니다", "착수해요", "넘어갑니다", "넘어가요", "돌입합니다",
		"이어갑니다", "이어가요", "계속합니다", "계속해요", "착수하겠습니다"}

	// Agentive verbs; with an adverb of "now/next" in the present tense they
	// announce the agent's next step ("이제 테스트를 작성합니다").
	koActionStem = []string{"진행", "시작", "작업", "착수", "수정", "확인", "정리", "작성", "구현",
		"추가", "업데이트", "변경", "교체", "반영", "실행", "분석", "조사", "검토", "점검", "테스트",
		"리팩터링", "리팩토링", "이동", "마이그레이션", "제거", "삭제", "설치", "생성", "재현",
		"디버깅", "적용", "살펴봅", "옮깁", "고칩", "봅", "넘어갑", "들어갑", "알아봅", "찾아봅",
		"만듭", "바꿉", "돌립", "붙입", "빌드", "배포", "처리", "보완", "개선", "정비", "연동", "전환", "migrate", "fix", "update",
		"연결", "갱신", "변환", "통합", "분리", "등록", "설정", "추출", "검증", "구성", "준비", "보강", "이관", "복구", "조정", "맞춥", "채웁", "씁니다", "묶습"}

	koNowAdverb = []string{"이제", "지금", "바로", "곧", "다음으로", "다음은", "이어서", "먼저", "다시",
		"우선", "그럼", "그러면", "계속해서", "곧바로", "일단", "부터", "다음 단계로", "그다음", "그 다음"}

	// Requests, offers and suggestions to the user; and conditions that
	// depend on the user (honorific -시면), or steps the user takes first
	// (honorific -시고: "돌려 보시고 그게 뜨면 같이 볼게요"), or the user's
	// confirmation the agent waits for ("확인받고 진행하겠습니다").
	// Asking the user to wait while the agent works is no hand-off.
	koWaitRequest = []string{"기다려 주세요", "기다려주세요", "기다려 주십시오", "잠시만요", "잠시만 기다"}

	koHandoff = []string{"시면", "시고 ", "시고,", "확인받", "확인 받", "승인받", "승인 받", "허락받", "허락 받", "컨펌받", "컨펌 받", "주시", "주셔", "주세요", "주십시오", "바랍니다", "부탁드",
		"원하면", "필요하면", "괜찮으면", "괜찮다면", "원한다면", "필요하다면", "추천드", "권장드",
		"권장합니다", "제안드", "권해", "드릴 수", "드릴수", "보시는", "하시는", "하시길", "여쭤",
		"알려 주", "알려주", "말씀해", "말씀 주", "선택해", "결정해", "확인 부탁", "검토 부탁",
		"하셔도", "하셔야", "해보세요", "보세요", "하세요", "편하실", "원하실", "필요하실", "싶으시면",
		"해도 될까", "해도 괜찮", "어떠세요", "어떨까요", "어떻게 할까", "어느 쪽", "하실 수", "되실"}

	koQuestionEnd = []string{"까요", "까", "나요", "습니까", "니까", "실래요", "을래요", "할래요",
		"시겠어요", "시겠습니까", "을지요", "는지요", "죠", "가요", "셨나요", "한가요", "인가요", "을까", "래요"}

	koNegPromise = []string{"지않겠", "않겠", "안하겠", "않을게", "안할게", "말겠", "않을예정", "않으려고", "안할예정"}

	koIntent = []string{"려고합니다", "려고해요", "려고요", "고자합니다", "고자해요", "예정입니다",
		"예정이에요", "예정이다", "예정임", "계획입니다", "계획이에요", "려고합니다만", "려고함", "생각입니다"}

	koPrediction = []string{"겁니다", "것입니다", "거예요", "것이다", "거에요", "것같습니다", "듯합니다", "같습니다", "보입니다"}

	koDoneWord = []string{"완료", "통과", "성공", "정상", "문제없이", "문제 없이", "끝났", "끝냈", "마쳤", "마무리했", "해결됐", "해결했", "해결되었", "반영됐", "반영되었"}

	koWaitCue = []string{"끝나면", "완료되면", "끝나는 대로", "끝나는대로", "나오면", "돌아가는 동안",
		"진행 중인", "진행중인", "백그라운드", "기다렸다가", "기다리", "끝날 때까지", "끝날때까지", "결과가 나", "완료될 때까지"}
)

// pastVerbEN reports a word that reads as an English past tense: a regular
// -ed form or an irregular past.
func pastVerbEN(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "ed") || enIrregularPast.has(w) || w == "did"
}

// scopeNegators are the words that negate a verb a few words after them.
var scopeNegators = wordSet{has: scopeNegatorsHas, list: []string{"didn't", "did", "not", "no", "never", "without", "nothing", "none", "instead",
	"rather", "haven't", "hasn't", "don't", "won't", "wasn't", "weren't", "isn't", "aren't", "avoid", "avoided"}}

// negatedBefore reports a negator among the three words before ws[i].
func negatedBefore(ws []string, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if scopeNegators.has(ws[j]) {
			return true
		}
	}
	return false
}

// leadingDiscourse are words that may open a sentence before its subject or
// verb: "Now adding…", "OK, next I'll…", "After that I'll…".
var leadingDiscourse = wordSet{has: leadingDiscourseHas, list: []string{"now", "next", "then", "so", "ok", "okay", "alright", "and", "first",
	"also", "right", "sure", "great", "perfect", "cool", "understood", "finally", "meanwhile", "afterwards", "after",
	"still", "currently", "hmm", "alright", "good"}}

// skipLeading returns where a sentence's subject or verb starts: past the
// opening discourse words, leaving at least one word. "that" is one only
// after "after": in "That will break the build" it is the subject.
func skipLeading(ws []string) int {
	i := 0
	for i < len(ws)-1 && (leadingDiscourse.has(ws[i]) || ws[i] == "that" && i > 0 && ws[i-1] == "after") {
		i++
	}
	return i
}

// claimNeg are the words that negate an English predicate: "not", "never",
// "yet", "almost" before a result or a cut deny it.
var claimNeg = wordSet{has: claimNegHas, list: []string{"not", "no", "never", "isn't", "aren't", "wasn't", "weren't", "doesn't", "don't",
	"didn't", "haven't", "hasn't", "hadn't", "won't", "yet", "nothing", "neither", "nor", "barely", "almost"}}

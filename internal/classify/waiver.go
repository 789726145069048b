package classify

import (
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
)

// findWaiver returns the user's own words when the prompt waives
// verification: it tells the agent not to run tests, a build or checks
// ("don't run the tests", "no need to build", "skip the type check"), or says
// the user or CI will run them ("I'll test it myself", "CI will run them",
// "테스트는 제가 할게요"); "" when it does not.
//
// A waiver is recognised by its construction, never by a list of phrases:
// a negation or "skip" in front of a verification (a run verb with a
// verification object, or a verification verb), a first-person future
// subject or CI doing the verification, or a verification said to be
// unneeded. Negations of anything else ("don't break the tests", "don't
// change the tests", "don't run the migration") and negated skips ("don't
// skip the tests") are not waivers. plain is the lowercased prompt with
// pasted material blanked; work is the same with negated spans blanked,
// which the rules that are not themselves negations read.
func findWaiver(orig, plain, work string) string {
	best := -1
	var span []int
	ko := hasHangul(plain)
	for _, r := range waiverRules {
		if r.ko && !ko || r.need != nil && !r.need.MatchString(plain) {
			continue
		}
		s := plain
		if r.positive {
			s = work
		}
		r.re.each(s, func(m []int) bool {
			if r.imperative && !imperativeAt(s, m[0]) {
				return true // "they never execute anything": said of someone else
			}
			if best < 0 || m[0] < best {
				best, span = m[0], m
			}
			return false
		})
	}
	if span == nil {
		return ""
	}
	// The phrase runs to the end of its clause: "I'll test it myself", not
	// "I'll test".
	end := span[1]
	if m := waiverEnd.FindStringIndex(plain[end:]); m != nil {
		end += m[0]
	} else {
		end = len(plain)
	}
	// A construction may open on the mark that ends the clause before it.
	return strings.TrimSpace(strings.TrimLeft(truncate(orig[span[0]:end], 80), ",.;:!?\n→ "))
}

var waiverEnd = &lre{expr: `[,.;:!?\n—–]|\s(?:but|and|just|so|since|because|as)\s|\s-\s`}

// waiverRule is one construction. positive rules contain no negation of
// their own and read the negation-masked text, so that "don't skip the
// tests" is not "skip the tests". imperative rules count only where a
// request can start: "skipping checks for hidden commands" describes code.
// A rule runs only where it can match: ko rules in a prompt with Hangul,
// and a rule with need in one that need matches, which is cheaper to look
// for than the rule's own first words ("needed" before "tests").
type waiverRule struct {
	re         *lre
	positive   bool
	imperative bool
	ko         bool
	need       *lre
}

// imperativeAt reports whether an English request can start at i: at the
// start of a clause, or after a conjunction, "please", "just" or a modal
// ("you can skip the type check").
func imperativeAt(s string, i int) bool {
	j := i
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || strings.IndexByte(",.;:!?\n()-", s[j-1]) >= 0 || strings.HasSuffix(s[:j], "—") || strings.HasSuffix(s[:j], "–") {
		return true
	}
	k := j
	for k > 0 && (ascii.IsWord(s[k-1]) || s[k-1] == '\'') {
		k--
	}
	return requestLead(s[k:j])
}

func requestLead(w string) bool {
	switch w {
	case "but", "and", "so", "then", "just", "please", "pls", "plz", "also", "now", "ok",
		"okay", "kindly", "simply", "really", "honestly", "can", "could", "may", "should",
		"you":
		return true
	}
	return false
}

// enCheck is a verification object: tests, a build, a linter, a type check,
// a named test or build command, after determiners and generic kinds ("the
// full test suite", "the e2e tests"). A specific name ("the PDF renderer
// tests") is not generic: skipping those is a cut (cuts.go), not a waiver.
const enCheck = `(?:(?:the|any|all|your|my|our|unit|e2e|end-to-end|integration|ui|full|whole|entire|local|snapshot|smoke|regression|test)\s+)*` +
	`(?:tests?|test\s+(?:suite|run|step|pass)(?:es|s)?|testing|specs?|suites?|builds?|build\s+step|compil(?:e|ation)|lint(?:er|ers|ing)?|type[- ]?check(?:s|ing|er)?|tsc|checks|validation|verification|` +
	`(?:npm|yarn|pnpm|bun)\s+(?:run\s+)?(?:test|build|lint|check)|go\s+(?:test|build|vet)|cargo\s+(?:test|build|check|clippy)|dotnet\s+(?:test|build)|bazel\s+(?:test|build)|swift\s+(?:test|build)|make\s+(?:test|check)|(?:mix|flutter|dart|deno|sbt|lein|stack|cabal|dune|gleam|zig\s+build|php\s+artisan)\s+test|terraform\s+(?:validate|plan)|plan\s*/\s*validate|validate\s*/\s*plan|` + testTools + `)\b`

// testTools are test runners, builders, linters and type checkers by name.
const testTools = `pytest|jest|vitest|mocha|rspec|phpunit|playwright|cypress|karma|tox|nox|ctest|xctest|xcodebuild|gradle\w*|mvn|webpack|eslint|flake8|ruff|mypy|pyright|pylint|golangci-lint|clippy|tsc|rubocop|ktlint|detekt|swiftlint|phpstan|` +
	`kubeconform|kubeval|shellcheck|hadolint|tflint|yamllint|actionlint|nginx\s+-t|helm\s+(?:template|lint)|(?:kubectl\s+)?dry[- ]?runs?`

// enCheckVerb is a verb that is itself a verification, with what may follow
// it: "don't build it" waives a build, "don't build a new modal" does not.
const enCheckVerb = `(?:build|building|compile|compiling|test|testing|lint|linting|type-?check(?:ing)?|verify|verifying|validate|validating)` +
	`(?:\s+(?:it|them|this|that|anything|again|locally|yet|now|first|here|myself|the\s+(?:app|project|code|change|changes|binary|image|solution|site|bundle|package|module|workspace))\b|\s*[,.;!?\n—–]|\s*$|\s+(?:on|for|before|until|after|since|because|as|i|we|ci|or|and|nor)\b)`

// enRunIt is running the work itself, named by a pronoun, where the
// clause ends or says no more than when or why: "don't bother running
// it, the export only lives on my laptop", "no need to run this yet".
// "don't run it against prod" says where to run it, not that it need
// not run.
const enRunIt = `(?:run|running|execute|executing)\s+(?:it|them|this|that)(?:\s*[,.;!?\n—–]|\s*$|\s+(?:yet|now|here|locally|myself|again|since|because|as|i|we|for\s+now|right\s+now)\b)`

// enPlan is an infrastructure plan run, where the clause ends or says no
// more than when or why: "no need to run plan, Atlantis will plan it on
// the PR". "Run the plan by legal" asks an approval.
const enPlan = `(?:a\s+|the\s+|terraform\s+|tf\s+)?plan(?:\s*[,.;!?\n—–]|\s*$|\s+(?:yet|now|here|locally|first|again|for\s+now|since|because|as|i|we|ci|atlantis)\b)`

// koCheck is a verification object in a Korean (or mixed) prompt.
const koCheck = `(?:테스트|빌드|린트|검증|타입\s*체크|컴파일|e2e|unit\s*tests?|tests?|lint|build|type\s*check|typecheck|` + testTools + `)`

const koSelf = `(?:제가|내가|저희가|우리가|저\s*쪽에서|제\s*쪽에서)`

const koWill = `(?:할게|할께|할\s*게|할\s*테니|할\s*거|돌려\s*볼|돌릴게|돌릴\s*테니|돌릴\s*거|확인할|해\s*볼게|하겠|돌리겠|볼게|볼\s*테니|볼\s*거)`

var waiverRules = []waiverRule{
	// "don't run the tests", "no need to build", "don't bother with tests",
	// "don't worry about running tests", "hold off on running anything".
	{re: &lre{expr: `\b(?:don['’]?t|do\s+not|dont|never|no\s+need\s+to|(?:you\s+)?(?:don['’]?t|do\s+not)\s+(?:need|have)\s+to|(?:you\s+)?needn['’]?t|avoid|hold\s+off\s+on|there['’]?s\s+no\s+need\s+to)\s+(?:bother\s+(?:to\s+)?|worry\s+about\s+)?` +
		`(?:(?:run|running|execute|executing|kick\s+off|trigger|do|doing|start|starting)\s+(?:(?:the\s+)?[\w-]+\s+n?or\s+)?(?:` + enCheck + `|anything\b|` + enPlan + `)|` + enCheckVerb + `|with\s+` + enCheck + `|` + enRunIt + `)`}, imperative: true},
	// "skip the test run", "you can skip the type check".
	{re: &lre{expr: `\b(?:skip|omit|forgo|forget\s+about|leave\s+out)\s+(?:(?:running|the\s+run\s+of|doing)\s+)?` + enCheck}, positive: true, imperative: true},
	// "I'll test it myself", "I'll run the tests on my machine", "I'll
	// playtest it in the editor myself", "I'll run CI myself afterwards":
	// CI the user runs is the project's checks, run by the user.
	{re: &lre{expr: `\b(?:i['’]?ll|i\s+will|i['’]?m\s+going\s+to|i\s+am\s+going\s+to|i['’]?m\s+gonna|i\s+can|i['’]?d\s+rather|let\s+me|i\s+plan\s+to)\s+(?:\w+\s+){0,2}?` +
		`(?:(?:run|do|handle|take\s+care\s+of|kick\s+off|trigger)\s+(?:` + enCheck + `|(?:the\s+)?ci\b)|(?:test|playtest|play-test|build|verify|validate|compile|lint|typecheck|type-check)\b)`}},
	// "leave the testing to me", "testing is on me", "leave the checks to
	// CI": the checking handed to the user or to CI.
	{re: &lre{expr: `\bleave\s+` + enCheck + `\s+(?:to|for)\s+(?:me|(?:the\s+)?(?:ci|pipeline))\b|` + enCheck + `\s+(?:is|are|will\s+be)\s+(?:on\s+me|my\s+job|up\s+to\s+me|mine)\b`}, need: &lre{expr: `\b(?:me|mine|ci|pipeline)\b`}},
	// "CI will run them", "CI covers it".
	{re: &lre{expr: `\b(?:the\s+)?(?:ci|github\s+actions|pipeline|jenkins|buildkite|circleci)(?:\s+(?:will|is\s+going\s+to|can|covers|handles|runs|checks|catches|does)|['’]ll)\s+(?:\w+\s+){0,2}?(?:it|them|that|those|this|run|cover|check|handle|test|build|` + enCheck + `)`}},
	// "no tests needed", "tests aren't necessary".
	{re: &lre{expr: `\bno\s+` + enCheck + `\s+(?:needed|necessary|required)\b|\bno\s+need\s+for\s+` + enCheck + `|` + enCheck + `\s+(?:is|are)(?:\s*n['’]?t|\s+not)\s+(?:needed|necessary|required)\b|` + enCheck + `\s+(?:is|are)\s+unnecessary\b`}, need: &lre{expr: `\b(?:needed|necessary|required|unnecessary|no\s+need)\b`}},
	// "테스트는 돌리지 마", "빌드하지 말고".
	{re: &lre{expr: koCheck + `\S*\s*(?:\S+\s+){0,2}?(?:돌리|실행하|수행하|하|돌려보|확인하|체크하|빌드하|테스트하)지\s*(?:마|말|않아도|않으셔도)`}, ko: true},
	// "빌드는 안 해도 돼요", "unit test 실행은 생략하고".
	// "validate는 안 돌려도 돼요" too: terraform's own check, told it need not run.
	{re: &lre{expr: `(?:` + koCheck + `|validate)\S*\s*(?:\S+\s+){0,3}?(?:안\s*(?:돌려|돌리셔|해|하셔)도\s*(?:돼|되|됩|괜찮)|(?:생략|skip|스킵|패스|건너뛰)\s*(?:하고|해도|하셔도|해\s*주세요|해줘|하세요|하시고|합니다|해요|할게요)|하지\s*않(?:으셔|아)도|필요\s*없)`}, positive: true, ko: true},
	// "테스트는 제가 할게요", "제가 테스트 돌려볼게요", "빌드 확인은 내가 할게".
	{re: &lre{expr: koCheck + `\S*\s*(?:\S+\s+){0,4}?` + koSelf + `\s*(?:\S+\s+){0,3}?\S*?` + koWill + `|` + koSelf + `\s*(?:\S+\s+){0,2}?` + koCheck + `\S*\s*(?:\S+\s+){0,2}?\S*?` + koWill}, ko: true},
	// "띄워보는 건 제가 할게요", "돌려보는 건 제가 할게요": running or trying
	// what was made, taken on by the user, with no object of its own.
	{re: &lre{expr: `(?:띄워\s*보|띄우|돌려\s*보|돌리|실행해\s*보|실행하|테스트해\s*보|확인해\s*보|써\s*보|사용해\s*보|켜\s*보)는\s*(?:건|거|것은|것도|부분은)\s*` + koSelf + `\s*(?:\S+\s+){0,2}?\S*?` + koWill}, ko: true},
	// "확인은 내가 브라우저에서 직접 할게", "확인은 직접 할게요": the
	// checking itself, taken on by the user.
	// "확인은 PR 올려서 제가 직접 볼게요": where or how it is checked may
	// come before who.
	{re: &lre{expr: `(?:^|\s)(?:확인|검수)(?:은|도)\s*(?:\S+\s+){0,2}?(?:` + koSelf + `|직접)\s*(?:\S+\s+){0,3}?\S*?` + koWill}, ko: true},
	// "I'll spin it up myself", "I'll try it out on my end", "I'll check
	// it in the browser myself", "I'll bring the stack up myself":
	// running, trying or checking the change, taken on by the user.
	{re: &lre{expr: `\b(?:i['’]?ll|i\s+will|i['’]?m\s+going\s+to|i['’]?d\s+rather|let\s+me)\s+(?:spin|fire|boot|bring|start|run|try|click|check|verify|eyeball|look\s+at)\s+(?:it|them|this|that|things|the\s+(?:stack|app|services|containers|server|environment))\s+(?:up\s+|out\s+|through\s+)?(?:(?:in|on)\s+(?:the\s+|a\s+|my\s+)?\w+\s+)?(?:myself|on\s+my\s+(?:end|side|machine|laptop)|tonight|tomorrow|later\s+(?:today|tonight)|this\s+(?:evening|afternoon))\b|` +
		// "I'll eyeball it in the theme preview": the user's own look at the result.
		`\b(?:i['’]?ll|i\s+will)\s+(?:eyeball|check|look\s+at|review|try)\s+(?:it|them|this|that)\s+(?:in|on)\s+(?:the\s+|a\s+|my\s+)?(?:\w+\s+)?(?:preview|browser|simulator|emulator|device|phone)\b`},
		need: &lre{expr: `\b(?:myself|my|tonight|tomorrow|later|this|preview|browser|simulator|emulator|device|phone)\b`}},
	// "CI가 테스트 돌릴 거니까", "CI에서 돌아가니까", "CI에서 돌 거니까", "CI가 잡을 거야",
	// "검증은 CI에 맡길게요" (the checking left to CI).
	// A word of negation before the verb ("CI에서 안 돌 거니까") says the
	// opposite: CI will not run it.
	{re: &lre{expr: `(?:ci|깃허브\s*액션|github\s*actions?)\s*(?:가|에서|이|로|에)?\s*(?:(?:\S{2,}|[^\s안못])\s+){0,2}?(?:[^\s안못]\S*?)?(?:돌릴|돌\s*거니까|돌\s*거라서|돌려\s*줄|돌아가니까|돌리니까|확인할|돌아갈|돌려\s*주니까|체크하니까|잡을|잡아\s*줄|잡아\s*줘|잡으니까|잡아\s*주니까|걸러\s*줄|걸러\s*낼|맡길|맡기겠)`}, ko: true},
	// "따로 돌려볼 필요 없어", "굳이 실행해 볼 필요는 없어요": running or checking
	// said to be unneeded, with no object of its own; the change is what
	// would be run. An object before it ("마이그레이션은 돌릴 필요 없어") names
	// something else to run, not the check.
	{re: &lre{expr: `(?:^|[,.;:!?\n→]\s*|(?:따로|굳이|별도로|일일이|직접|다시|한번|한\s*번)\s*)(?:돌려\s*볼|돌릴|실행할|실행해\s*볼|테스트할|테스트해\s*볼|확인할|확인해\s*볼|검증할|검증해\s*볼|빌드할|빌드해\s*볼)\s*필요(?:는|가|도)?\s*(?:없|x\b)`}, ko: true},
}

package classify

import (
	"strings"

	"github.com/proofgate/proofgate/internal/ascii"
)

// A pasted plan ("Implement the following plan:" and a markdown document)
// describes the work the user asks for, so its body counts towards the
// areas the task touches; but its steps are the plan's, not requests of
// their own: "delete a remediation from history" is a feature to build,
// "## Open questions" are not questions for the agent, and "read-only" in
// it is not a scope limit. Its size is read off its structure (planSize),
// not off the words of its prose, where "slow" in a quoted UI string or
// "every 60s" would count as performance work and broad scope.

// planBody returns the offset where the body of a pasted plan begins, or
// len(plain) when the prompt is not one: the first line asks to implement
// or follow a plan ("Implement the following plan:", "다음 계획대로
// 구현해줘") and the lines after it are a document with headings or a list.
func planBody(plain string) int {
	nl := strings.IndexByte(plain, '\n')
	if nl < 0 || nl > 200 || !planLead.MatchString(plain[:nl]) {
		return len(plain)
	}
	rest := plain[nl+1:]
	if strings.Contains(rest, "\n#") || strings.HasPrefix(strings.TrimLeft(rest, " \n"), "#") || strings.Count(rest, "\n- ")+strings.Count(rest, "\n* ")+strings.Count(rest, "\n1. ") >= 3 {
		return nl + 1
	}
	return len(plain)
}

var planLead = &lre{expr: `^\s*(?:please\s+)?(?:implement|execute|carry\s+out|follow|apply|work\s+through|build|do)\s+(?:the\s+|this\s+|my\s+|our\s+)?(?:following\s+|below\s+|attached\s+|above\s+|approved\s+)?(?:plan|spec|specification|design|proposal|steps|checklist)\b|^\s*(?:다음|아래|이)\s*(?:계획|플랜|설계|스펙|단계)\S*\s*(?:\S+\s+){0,2}?\S*(?:구현|진행|실행|적용|작업)`}

// planSize scores the size of a plan's body from its structure: the steps
// it lists outside descriptive sections (context, questions, notes, tests,
// rollout…), the sections of its changes, and the distinct files it names.
func planSize(body string) (int, []string) {
	steps, sections := 0, 0
	files := map[string]bool{}
	describe := false
	for l := range strings.Lines(body) {
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "###"):
			if !describe {
				sections++
			}
		case strings.HasPrefix(t, "#"):
			describe = describeHeading.MatchString(t)
		case !describe && isListItem(t):
			steps++
		}
		for _, m := range fileExt.FindAllStringIndex(t, -1) {
			// The path is read back from its extension, a lead literal.
			i := m[0]
			for i > 0 && m[0]-i < maxReadBack && (ascii.IsWord(t[i-1]) || strings.IndexByte("./-", t[i-1]) >= 0) {
				i--
			}
			if i < m[0] {
				files[t[i:m[1]]] = true
			}
		}
	}
	score := 0
	var why []string
	if steps >= 3 {
		score++
		why = append(why, "a plan of several steps")
	}
	if steps >= 8 || sections >= 3 {
		score++
		why = append(why, "a plan in several sections")
	}
	if len(files) >= 3 {
		score++
		why = append(why, "a plan over several files")
	}
	return score, why
}

// planTitle is the plan's first heading, which names the kind of work
// ("# Plan: migrate billing to Stripe", "# Performance optimization").
func planTitle(body string) string {
	for l := range strings.Lines(body) {
		if t := strings.TrimSpace(l); strings.HasPrefix(t, "#") {
			return t
		}
	}
	return ""
}

func isListItem(t string) bool {
	return strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || len(t) > 2 && t[0] >= '1' && t[0] <= '9' && (t[1] == '.' || t[1] == ')')
}

var (
	describeHeading = &lre{expr: `\b(?:context|background|problem|overview|goals?|summary|motivation|why|open\s+questions|questions|notes?|risks?|out\s+of\s+scope|non-?goals?|verification|testing|tests|test\s+plan|rollout|log|logs|references?|design\s+decisions|decisions|assumptions|alternatives)\b|배경|문제|목표|질문|참고|검증|테스트|범위\s*(?:밖|외)|제외`}
	fileExt         = &lre{expr: `\.(?:go|ts|tsx|js|jsx|mjs|py|rb|rs|java|kt|swift|sql|md|ya?ml|json|toml|css|scss|html|vue|svelte|php|cs|cpp|cc|c|h|sh|tf|proto|gradle|xml)\b`}
)

// outOfScope returns the items a pasted plan lists under a heading that
// puts them out of scope ("## Out of scope", "## Non-goals", "## 제외"): the
// user who approved the plan approved leaving them out, so they are cuts.
func outOfScope(plain string, body int) []string {
	var out []string
	in := false
	for pos := body; pos < len(plain); {
		end := strings.IndexByte(plain[pos:], '\n')
		if end < 0 {
			end = len(plain)
		} else {
			end += pos
		}
		t := strings.TrimSpace(plain[pos:end])
		switch {
		case strings.HasPrefix(t, "#"):
			in = outOfScopeHeading.MatchString(t)
		case in && (strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ")):
			item := strings.Trim(strings.TrimSpace(t[2:]), " .;:*`")
			if item = truncateWords(item, 60); item != "" {
				out = append(out, item)
			}
		}
		pos = end + 1
	}
	return out
}

// truncateWords cuts s to at most n bytes at a word boundary.
func truncateWords(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = truncate(s, n)
	if i := strings.LastIndexByte(s, ' '); i > 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

var outOfScopeHeading = &lre{expr: `\b(?:out\s+of\s+scope|not\s+in\s+scope|non-?goals?|deferred|later|follow-?ups?|future\s+work|won['’]?t\s+do|not\s+doing)\b|범위\s*(?:밖|외)|제외|나중에|후속`}

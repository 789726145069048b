package observe

import (
	"slices"
	"testing"
)

func TestCommentSearch(t *testing.T) {
	for _, tc := range []struct {
		name, line, output string
		want               bool
		before, after      int
	}{
		{
			name:   "every hit a Python comment",
			line:   `grep -rn "recieve" --include=*.py .`,
			output: "./billing/webhooks.py:14:    # recieve the event once\n./notify/consumer.py:8:# Kafka: recieve, then ack",
			want:   true, before: 1, after: 10,
		},
		{
			name:   "line, block and JSX comments in TypeScript",
			line:   `grep -rn "jira.old-corp.com" src/`,
			output: "src/api/payments.ts:12:// see https://jira.old-corp.com/browse/PAY-1042\nsrc/api/refunds.ts:5: * Spec: https://jira.old-corp.com/browse/PAY-990\nsrc/components/Checkout.tsx:140:      {/* https://jira.old-corp.com/browse/SHOP-120 */}",
			want:   true, before: 9, after: 15,
		},
		{
			name:   "a cd before it, git grep, rg",
			line:   `cd backend && git grep -n 'recieve'`,
			output: "app/a.rb:3:# recieve it",
			want:   true, before: 1, after: 3,
		},
		{
			name:   "rg prints no line numbers by default",
			line:   `rg recieve -g '*.go'`,
			output: "net/dial.go:// recieve the reply first",
			want:   true, before: 1, after: 16,
		},
		{
			name:   "a case-insensitive search",
			line:   `grep -rni 'RECIEVE' lib`,
			output: "lib/a.py:1:# Recieve",
			want:   true, before: 1, after: 0,
		},
		{
			name:   "one hit in code",
			line:   `grep -rn recieve --include=*.py .`,
			output: "./billing/hooks.py:14:    # recieve the event once\n./billing/hooks.py:40:    def recieve(self, event):",
		},
		{
			name:   "a trailing comment does not make the code before it a comment",
			line:   `grep -rn timeout app`,
			output: "app/a.py:3:timeout = 3  # the timeout",
		},
		{
			name:   "the opener inside a string",
			line:   `grep -rn recieve app`,
			output: `app/a.py:3:print("# recieve")`,
		},
		{
			name:   "a docstring is a string",
			line:   `grep -rn recieve app`,
			output: "app/a.py:3:    recieve the event once",
		},
		{
			name:   "file names only",
			line:   `grep -rl recieve .`,
			output: "./app/a.py",
		},
		{
			name:   "a pipe may cut hits",
			line:   `grep -rn recieve . | head -5`,
			output: "./app/a.py:1:# recieve",
		},
		{
			name:   "a word match misses the pattern inside words",
			line:   `grep -rnw recieve .`,
			output: "./app/a.py:1:# recieve",
		},
		{
			name:   "a class in the pattern",
			line:   `grep -rn 'rec[ie]*ve' .`,
			output: "./app/a.py:1:# recieve",
		},
		{
			name:   "a language it does not know",
			line:   `grep -rn recieve docs`,
			output: "docs/a.txt:1:# recieve",
		},
		{
			name:   "output that is no hit",
			line:   `grep -rn recieve .`,
			output: "grep: ./secret: Permission denied\n./app/a.py:1:# recieve",
		},
		{
			name: "no hits",
			line: `grep -rn recieve .`,
		},
		{
			name:   "not a search",
			line:   `cat app/a.py`,
			output: "# recieve",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, after, ok := CommentSearch(tc.line, tc.output)
			if ok != tc.want || ok && (before != tc.before || after != tc.after) {
				t.Errorf("CommentSearch = %d, %d, %v; want %d, %d, %v", before, after, ok, tc.before, tc.after, tc.want)
			}
		})
	}
}

func TestCommentsShown(t *testing.T) {
	py := ShownSearch{Command: `grep -rn "recieve" --include=*.py .`, Before: 1, After: 10}
	ts := ShownSearch{Command: `grep -rn "jira.old-corp.com" src/`, Before: 9, After: 10}
	rg := ShownSearch{Command: `rg -n recieve`, Before: 2, After: 5}
	for _, tc := range []struct {
		name, line string
		searches   []ShownSearch
		want       bool
	}{
		{"the pattern the search showed, over the same files", `grep -rl "recieve" --include=*.py . | xargs sed -i 's/recieve/receive/g'`, []ShownSearch{py}, true},
		{"find over the same folder and extension", `find . -name '*.py' -exec sed -i 's/recieve/receive/g' {} +`, []ShownSearch{py}, true},
		{"a longer pattern that holds the search's, within the comment's room", `grep -rl jira.old-corp.com src/ | xargs sed -i 's#https://jira.old-corp.com/browse/#https://acme.atlassian.net/browse/#g'`, []ShownSearch{ts}, true},
		{"a narrower folder", `grep -rl jira.old-corp.com src/api | xargs sed -i 's#jira.old-corp.com#acme.atlassian.net#g'`, []ShownSearch{ts}, true},
		{"rg's files for rg's hits", `rg -l recieve | xargs sed -i 's/recieve/receive/'`, []ShownSearch{rg}, true},

		{"no search shown", `grep -rl recieve . | xargs sed -i 's/recieve/receive/g'`, nil, false},
		{"another pattern", `grep -rl teh --include=*.py . | xargs sed -i 's/teh/the/g'`, []ShownSearch{py}, false},
		{"more text before the pattern than the comments had", `grep -rl recieve --include=*.py . | xargs sed -i 's/x = recieve/x = receive/g'`, []ShownSearch{py}, false},
		{"the pattern's dot is narrower in the search", `grep -rl recieve --include=*.py . | xargs sed -i 's/rec.eve/receive/g'`, []ShownSearch{py}, false},
		{"a case-insensitive rewrite after a case-sensitive search", `grep -rl recieve --include=*.py . | xargs sed -i 's/recieve/receive/gI'`, []ShownSearch{py}, false},
		{"a file pattern the search did not read", `grep -rl recieve --include=*.go . | xargs sed -i 's/recieve/receive/g'`, []ShownSearch{py}, false},
		{"no file pattern after a search that had one", `grep -rl recieve . | xargs sed -i 's/recieve/receive/g'`, []ShownSearch{py}, false},
		{"a folder outside the search's", `grep -rl jira.old-corp.com lib/ | xargs sed -i 's#jira.old-corp.com#acme.atlassian.net#g'`, []ShownSearch{ts}, false},
		{"grep over every file after rg skipped the ignored ones", `grep -rl recieve . | xargs sed -i 's/recieve/receive/'`, []ShownSearch{rg}, false},
		{"a replacement that adds a line", `grep -rl recieve --include=*.py . | xargs sed -i 's/recieve/receive\nx = 1/g'`, []ShownSearch{py}, false},
		{"a replacement that closes a block comment", `grep -rl jira.old-corp.com src/ | xargs sed -i 's#jira.old-corp.com#x */ code() /* #g'`, []ShownSearch{ts}, false},
		{"a flag that evaluates", `grep -rl recieve --include=*.py . | xargs perl -pi -e 's/recieve/receive/e'`, []ShownSearch{py}, false},
		{"a list of files from elsewhere", `cat files.txt | xargs sed -i 's/recieve/receive/g'`, []ShownSearch{py}, false},
		{"a codemod beside it", `grep -rl recieve --include=*.py . | xargs sed -i 's/recieve/receive/g' && npx jscodeshift -t t.js src`, []ShownSearch{py}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := CommentsShown(tc.line, "", tc.searches); got != tc.want {
				t.Errorf("CommentsShown(%q) = %v, want %v", tc.line, got, tc.want)
			}
		})
	}
}

func TestCommentsShownInANamedFile(t *testing.T) {
	mq := []ShownSearch{{Command: "grep -rn recieve internal/mq", Before: 1, After: 8}}
	for _, tc := range []struct {
		name, line, file string
		want             bool
	}{
		{"a file under the search's folder", "sed -i 's/recieve/receive/g' internal/mq/consumer.go internal/mq/ack.go", "internal/mq/ack.go", true},
		{"after a cd into the folder", "cd internal && sed -i 's/recieve/receive/g' mq/ack.go", "mq/ack.go", true},
		{"a file outside it", "sed -i 's/recieve/receive/g' internal/mq/consumer.go internal/api/handler.go", "internal/api/handler.go", false},
		{"another command writes the file too", "sed -i 's/recieve/receive/g' internal/mq/ack.go && echo 'x := 1' >> internal/mq/ack.go", "internal/mq/ack.go", false},
		{"a script that is no substitution", "sed -i '/recieve/d' internal/mq/ack.go", "internal/mq/ack.go", false},
		{"a file the line does not write", "sed -i 's/recieve/receive/g' internal/mq/ack.go", "internal/mq/consumer.go", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := CommentsShown(tc.line, tc.file, mq); got != tc.want {
				t.Errorf("CommentsShown(%q, %q) = %v, want %v", tc.line, tc.file, got, tc.want)
			}
		})
	}
}

func TestDocHits(t *testing.T) {
	out := "docs/guide/content.md:41:Each page will recieve the site context.\ndocs/changelog.md:203:- Fixed plugins not recieving it.\nsrc/pkg/base.py:54:    def on_recieve(self, page):"
	if got := DocHits(`grep -rnE 'recieve|[Ss]eperate' docs/ src/`, out); !slices.Equal(got, []string{"docs/guide/content.md", "docs/changelog.md", "src/pkg/base.py"}) {
		t.Errorf("DocHits = %q", got)
	}
	if got := DocHits(`grep -rn recieve src/`, "src/pkg/base.py:54:    def on_recieve(self, page):"); got != nil {
		t.Errorf("a search of code only kept %q", got)
	}
	if got := DocHits(`grep -rln recieve docs/`, "docs/a.md"); got != nil {
		t.Errorf("a listing kept %q", got)
	}
}

func TestDocsOnly(t *testing.T) {
	shown := []ShownSearch{{Command: `grep -rnE 'recieve|[Ss]eperate' docs/ src/`, Files: []string{"docs/guide/content.md", "docs/changelog.md", "src/pkg/base.py"}}}
	for _, tc := range []struct {
		name, line string
		want       bool
	}{
		{"the same search lists docs only under docs/", `grep -rlE 'recieve|[Ss]eperate' docs/ | xargs sed -i -E 's/recieve/receive/g; s/seperate/separate/g'`, true},
		{"under src/ it lists code", `grep -rlE 'recieve|[Ss]eperate' src/ | xargs sed -i 's/recieve/receive/g'`, false},
		{"over both", `grep -rlE 'recieve|[Ss]eperate' docs/ src/ | xargs sed -i 's/recieve/receive/g'`, false},
		{"another pattern", `grep -rlE 'recieve' docs/ | xargs sed -i 's/recieve/receive/g'`, false},
		{"the pattern read another way", `grep -rl 'recieve|[Ss]eperate' docs/ | xargs sed -i 's/recieve/receive/g'`, false},
		{"a folder the search did not read", `grep -rlE 'recieve|[Ss]eperate' site/ | xargs sed -i 's/recieve/receive/g'`, false},
		{"a codemod over its own files", `grep -rlE 'recieve|[Ss]eperate' docs/ && npx jscodeshift -t t.js src`, false},
		{"no list from a search", `find docs -name '*.md' -exec sed -i 's/recieve/receive/g' {} +`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := DocsOnly(tc.line, shown); got != tc.want {
				t.Errorf("DocsOnly(%q) = %v, want %v", tc.line, got, tc.want)
			}
		})
	}
}

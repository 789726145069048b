package observe

import (
	"regexp"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/rx"
	"github.com/proofgate/proofgate/internal/shell"
)

// This file reads what the rest of a line does to a check's output and
// status: a filter that keeps only failure lines (grep -v '^ok',
// Select-String FAIL), and an echo of the exit status ("exit=$?").

// echoOf tells whether the first status echo after check i prints its
// status: `go test ./...; echo "exit=$?"` does; `go test | tail; echo
// $?` prints tail's.
func echoOf(cmds []shell.Command, i int) echo {
	for j := i + 1; j < len(cmds); j++ {
		c := cmds[j]
		if c.Nested || !isEcho(c) {
			continue
		}
		prev := j - 1
		for prev > i && cmds[prev].Nested {
			prev--
		}
		pipe := cmds[i].Pipeline
		switch {
		case echoesPipeStatus(c) && pipe != 0 && firstStage(cmds, i):
			return echoOwn
		case prev == i && !cmds[i].Piped:
			return echoOwn
		case pipe != 0 && cmds[prev].Pipeline == pipe:
			return echoOther // the status of a later stage
		}
		return echoUnknown
	}
	return echoUnknown
}

// isEcho reports a command that prints an exit status: echo "exit=$?",
// printf '%s' "${PIPESTATUS[0]}", Write-Host "code $LASTEXITCODE".
func isEcho(c shell.Command) bool {
	switch strings.ToLower(programOf(c)) {
	case "echo", "printf", "write-host", "write-output":
	default:
		return false
	}
	for i, a := range c.Args[1:] {
		if !c.Literal[i+1] && (strings.Contains(a, "$?") || strings.Contains(a, "PIPESTATUS") || strings.Contains(strings.ToLower(a), "$lastexitcode")) {
			return true
		}
	}
	return false
}

func echoesPipeStatus(c shell.Command) bool {
	for _, a := range c.Args[1:] {
		if strings.Contains(a, "PIPESTATUS[0]") || strings.Contains(a, "pipestatus[1]") {
			return true
		}
	}
	return false
}

func firstStage(cmds []shell.Command, i int) bool {
	for j := i - 1; j >= 0; j-- {
		if cmds[j].Pipeline == cmds[i].Pipeline && !cmds[j].Nested {
			return false
		}
	}
	return true
}

// keepsFailures reports whether check i's output goes through a filter
// that keeps every failure line and shows the rest of the pipeline on
// screen: then output without a failure line shows a pass, since a
// failure would have been shown. A filter that removes the success lines
// (grep -v '^ok') or keeps only failure lines (grep FAIL) is one; head,
// tail, sort and tee pass lines through; anything else (wc -l, a file,
// grep -c) hides what the run printed.
func keepsFailures(cmds []shell.Command, i int, k Kind) bool {
	c := cmds[i]
	if !c.Piped || c.Pipeline == 0 {
		return false
	}
	tool := programOf(c)
	filtered := false
	last := i
	for j := i + 1; j < len(cmds); j++ {
		s := cmds[j]
		if s.Nested || s.Pipeline != c.Pipeline {
			continue
		}
		last = j
		switch keeps, ok := lineFilter(s, tool, k); {
		case ok && keeps:
			filtered = true
		case ok:
			return false
		case !passesLines(s):
			return false
		}
	}
	if last == i {
		return false
	}
	for _, r := range cmds[last].Redirects {
		if (r.Op == ">" || r.Op == ">>" || r.Op == "&>") && r.Target != "/dev/null" {
			return false // the filtered output went to a file
		}
	}
	return filtered
}

// selects reports a grep after check i that looks for lines (not one that
// drops them): a render or a run piped into grep for what it should print.
func selects(cmds []shell.Command, i int) bool {
	c := cmds[i]
	for j := i + 1; j < len(cmds); j++ {
		s := cmds[j]
		if s.Nested || s.Pipeline != c.Pipeline {
			continue
		}
		if f, ok := readFilter(s); ok && !f.invert {
			return true
		}
	}
	return false
}

// window returns the fewest lines a head or tail after check i keeps (10
// when not told), or 0 when no stage cuts its output.
func window(cmds []shell.Command, i int) int {
	c := cmds[i]
	if !c.Piped || c.Pipeline == 0 {
		return 0
	}
	least := 0
	for j := i + 1; j < len(cmds); j++ {
		s := cmds[j]
		if s.Nested || s.Pipeline != c.Pipeline {
			continue
		}
		n := 0
		switch programOf(s) {
		case "head", "tail":
			n = lineCount(s.Args[1:], 10)
		case "select-object", "select":
			n = lineCount(s.Args[1:], 0)
		}
		if n > 0 && (least == 0 || n < least) {
			least = n
		}
	}
	return least
}

// lineCount reads -n N, -N, -nN, --lines=N, -First N and -Last N.
func lineCount(args []string, def int) int {
	for i, a := range args {
		low := strings.ToLower(a)
		switch {
		case (low == "-n" || low == "--lines" || low == "-first" || low == "-last") && i+1 < len(args):
			return atoi(args[i+1], def)
		case strings.HasPrefix(low, "--lines="):
			return atoi(low[len("--lines="):], def)
		case strings.HasPrefix(low, "-n"):
			return atoi(low[2:], def)
		case len(low) > 1 && low[0] == '-' && low[1] >= '0' && low[1] <= '9':
			return atoi(low[1:], def)
		}
	}
	return def
}

func atoi(s string, def int) int {
	n := 0
	for _, r := range strings.TrimPrefix(s, "+") {
		if r < '0' || r > '9' {
			return def
		}
		n = n*10 + int(r-'0')
	}
	if n == 0 {
		return def
	}
	return n
}

// passesLines reports a pipe stage that shows the lines it is given (all
// of them, or the first or last few).
func passesLines(c shell.Command) bool {
	switch programOf(c) {
	case "head", "tail", "sort", "uniq", "tee", "cat", "less", "more", "select-object", "select",
		"out-host", "out-string", "tee-object", "sed", "cut", "column", "ts":
		return !hasFlag(c.Args[1:], "-c", "--count")
	}
	return false
}

// lineFilter reads a grep-like stage. ok is false for a stage that is not
// a line filter or whose pattern cannot be read; keeps says whether it
// keeps every failure line of tool's runner (or of all runners, when the
// tool does not say which).
func lineFilter(c shell.Command, tool string, k Kind) (keeps, ok bool) {
	f, ok := readFilter(c)
	if !ok {
		return false, false
	}
	re, err := regexp.Compile(f.pattern)
	if err != nil {
		return false, false
	}
	for _, family := range failureFamilies(tool, k) {
		matched := false
		for _, line := range family {
			if re.MatchString(line) {
				matched = true
				if f.invert {
					return false, true // it drops a failure line
				}
			}
		}
		if !f.invert && !matched {
			return false, true // it drops this runner's failures
		}
	}
	return true, true
}

// failureFamilies are sample failure lines of the common runners of a
// kind; a filter must keep at least one line of each family (and drop
// none, if it inverts) to keep a run's failures on screen. A known tool
// narrows them to its own.
func failureFamilies(tool string, k Kind) [][]string {
	goTest := []string{"FAIL\texample.com/app/cart\t0.012s", "--- FAIL: TestTotal (0.00s)"}
	goDiag := []string{"cart/total.go:12:3: undefined: price", "# example.com/app/cart"}
	eslint := []string{"✖ 3 problems (2 errors, 1 warning)", "  12:5  error  'total' is not defined  no-undef"}
	tsc := []string{"src/cart.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'."}
	mypy := []string{"cart.py:3: error: Incompatible return value type", "Found 2 errors in 1 file (checked 4 source files)"}
	switch tool {
	case "eslint":
		return [][]string{eslint}
	case "tsc", "vue-tsc":
		return [][]string{tsc}
	case "mypy":
		return [][]string{mypy}
	case "golangci-lint", "staticcheck":
		return [][]string{goDiag}
	}
	switch {
	case tool == "go" && k == Test, tool == "gotestsum":
		return [][]string{goTest}
	case tool == "go":
		return [][]string{goDiag}
	case k == Test:
		return [][]string{
			goTest,
			{"FAIL src/cart.test.ts", "Tests:       1 failed, 3 passed, 4 total"},
			{"FAILED tests/test_cart.py::test_total - assert 1 == 2", "==== 1 failed, 3 passed in 0.12s ===="},
			{"test result: FAILED. 3 passed; 1 failed; 0 ignored", "test cart::total ... FAILED"},
		}
	}
	return [][]string{goDiag, eslint, tsc, mypy, {"npm ERR! code ELIFECYCLE", "BUILD FAILED in 2s"}}
}

type filter struct {
	pattern string // a Go regular expression
	invert  bool
}

// readFilter reads the pattern of grep, egrep, rg, findstr, Select-String
// and a simple Where-Object { $_ -match '…' }.
func readFilter(c shell.Command) (filter, bool) {
	name := programOf(c)
	if name == "" {
		return filter{}, false
	}
	args := c.Args[1:]
	switch name {
	case "grep", "egrep", "fgrep", "rg", "ggrep":
		return grepFilter(name, args)
	case "select-string", "sls":
		return selectString(args)
	case "where-object", "where", "?":
		return whereObject(args)
	case "findstr":
		return findstr(args)
	}
	return filter{}, false
}

func grepFilter(name string, args []string) (filter, bool) {
	var pats []string
	invert, icase := false, false
	syntax := "bre"
	if name == "egrep" || name == "rg" {
		syntax = "ere"
	}
	if name == "fgrep" {
		syntax = "fixed"
	}
	operands := 0
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-e" || a == "--regexp":
			if i+1 < len(args) {
				i++
				pats = append(pats, args[i])
			}
		case strings.HasPrefix(a, "--regexp="):
			pats = append(pats, strings.TrimPrefix(a, "--regexp="))
		case a == "-c" || a == "--count" || a == "-l" || a == "-L" || a == "-q" || a == "-o" || a == "--files-with-matches":
			return filter{}, false // not the lines themselves
		case strings.HasPrefix(a, "--"):
			switch a {
			case "--invert-match":
				invert = true
			case "--ignore-case":
				icase = true
			case "--extended-regexp":
				syntax = "ere"
			case "--fixed-strings":
				syntax = "fixed"
			}
		case strings.HasPrefix(a, "-") && len(a) > 1:
			for _, f := range a[1:] {
				switch f {
				case 'v':
					invert = true
				case 'i':
					icase = true
				case 'E', 'P':
					syntax = "ere"
				case 'F':
					syntax = "fixed"
				case 'c', 'l', 'L', 'q', 'o':
					return filter{}, false
				case 'A', 'B', 'C', 'm':
					// context and count options take a value, attached or next
					if strings.IndexRune(a, f) == len(a)-1 {
						i++
					}
				}
			}
		default:
			if len(pats) == 0 && operands == 0 {
				pats = append(pats, a)
			}
			operands++
		}
	}
	if len(pats) == 0 || operands > 1 || operands == 1 && len(pats) > 1 {
		return filter{}, false // reads a file, not the pipe
	}
	var parts []string
	for _, p := range pats {
		switch syntax {
		case "fixed":
			parts = append(parts, regexp.QuoteMeta(p))
		case "bre":
			parts = append(parts, fromBRE(p))
		default:
			parts = append(parts, p)
		}
	}
	pattern := "(?:" + strings.Join(parts, ")|(?:") + ")"
	if icase {
		pattern = "(?i)" + pattern
	}
	return filter{pattern: pattern, invert: invert}, true
}

// fromBRE turns a POSIX basic regular expression into Go's syntax: in a
// BRE, \| \( \) \+ \? \{ \} are operators and | ( ) + ? { } are text.
func fromBRE(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		ch := p[i]
		switch {
		case ch == '\\' && i+1 < len(p) && strings.IndexByte("|()+?{}", p[i+1]) >= 0:
			b.WriteByte(p[i+1])
			i++
		case strings.IndexByte("|()+?{}", ch) >= 0:
			b.WriteByte('\\')
			b.WriteByte(ch)
		case ch == '\\' && i+1 < len(p):
			b.WriteByte(ch)
			b.WriteByte(p[i+1])
			i++
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

// selectString reads Select-String [-Pattern] X [-NotMatch] [-SimpleMatch]
// [-CaseSensitive]; it ignores case unless told not to.
func selectString(args []string) (filter, bool) {
	var pats []string
	invert, simple, icase := false, false, true
	for i := 0; i < len(args); i++ {
		switch a := strings.ToLower(args[i]); a {
		case "-pattern":
			if i+1 < len(args) {
				i++
				pats = append(pats, strings.Split(args[i], ",")...)
			}
		case "-notmatch":
			invert = true
		case "-simplematch":
			simple = true
		case "-casesensitive":
			icase = false
		case "-path", "-literalpath", "-context", "-encoding":
			return filter{}, false // reads files, or adds lines
		default:
			if strings.HasPrefix(a, "-") {
				continue
			}
			pats = append(pats, args[i])
		}
	}
	if len(pats) == 0 {
		return filter{}, false
	}
	for i, p := range pats {
		if simple {
			pats[i] = regexp.QuoteMeta(p)
		}
	}
	pattern := "(?:" + strings.Join(pats, ")|(?:") + ")"
	if icase {
		pattern = "(?i)" + pattern
	}
	return filter{pattern: pattern, invert: invert}, true
}

// whereBlock reads { $_ -match 'x' } and its -notmatch, -cmatch and
// -cnotmatch forms; anything more complex is not read.
var whereBlock = once.Value[*rx.Regexp]{Build: func() *rx.Regexp {
	return regexps.MustCompile(`^\{\s*\$_\s+-(c?)(not)?match\s+(?:'([^']*)'|"([^"$]*)")\s*\}$`)
}}

func whereObject(args []string) (filter, bool) {
	if len(args) != 1 {
		return filter{}, false
	}
	m := whereBlock.Get().FindStringSubmatch(strings.TrimSpace(args[0]))
	if m == nil {
		return filter{}, false
	}
	pattern := m[3] + m[4]
	if m[1] == "" {
		pattern = "(?i)" + pattern
	}
	return filter{pattern: pattern, invert: m[2] != ""}, true
}

// findstr reads findstr [/V] [/I] [/C:"text"] "words": plain words match
// any of them.
func findstr(args []string) (filter, bool) {
	var pats []string
	invert, icase, regex := false, false, false
	for _, a := range args {
		up := strings.ToUpper(a)
		switch {
		case up == "/V":
			invert = true
		case up == "/I":
			icase = true
		case up == "/R":
			regex = true
		case strings.HasPrefix(up, "/C:"):
			pats = append(pats, regexp.QuoteMeta(a[3:]))
		case strings.HasPrefix(a, "/"):
		default:
			for _, w := range strings.Fields(a) {
				if !regex {
					w = regexp.QuoteMeta(w)
				}
				pats = append(pats, w)
			}
		}
	}
	if len(pats) == 0 {
		return filter{}, false
	}
	pattern := "(?:" + strings.Join(pats, ")|(?:") + ")"
	if icase {
		pattern = "(?i)" + pattern
	}
	return filter{pattern: pattern, invert: invert}, true
}

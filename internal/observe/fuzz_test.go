package observe

import (
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

var commandSeeds = []string{
	"cd api && CI=1 go vet ./... && go test -race ./... 2>&1 | tail -50",
	"cat > main.go <<'EOF'\npackage main\nEOF\ngo test ./...",
	"npm run test:unit -- --watch=false; echo done",
	"git mv components/NavBar.tsx components/Navbar.tsx && grep -rl NavBar src | xargs sed -i s/NavBar/Navbar/g",
	"sed -i.bak -e 's/a/b/' x.py y.py && pytest -q",
	"printf x | tee a.go b.go >/dev/null",
	"env FOO=1 sudo -E time make check || true",
	"python -m pytest tests/ -x && cargo clippy -- -D warnings",
	"for f in *.go; do gofmt -l $f; done > out.txt",
	"bash -c 'go test ./... | tee log'",
	"", "'", "$(", "<<EOF", "a=(1 2", "cp", "mv -t",
}

// FuzzChecks: any shell line, however broken, gives verifications of
// known kinds without panicking, and their outcome can be read from any
// output.
func FuzzChecks(f *testing.F) {
	for _, s := range commandSeeds {
		f.Add(s, "ok\n1 failed, 120 passed\nexit status 1")
	}
	f.Add(`npx tsc --noEmit 2>&1 | head -5; echo "---"; npm run lint 2>&1 | tail; echo "---"; make test`, "---\n> eslint\n---\nmake: *** [test] Error 1")
	f.Add(`go test ./...; echo ===; go vet ./...; echo ===`, "===\n===\n===")
	f.Add("gh run list --branch main -L 3", "completed\tsuccess\tfix\tCI\tmain\tpush\t931\t6m\t2024-06-11\nin_progress\t\tx\tCI\tmain\tpush\t932\t1m\t2024-06-11")
	f.Add("gh run view 931", "\n✓ main CI · 931\nJOBS\nX test")
	known := map[Kind]bool{Test: true, Build: true, Lint: true, Typecheck: true, Run: true, Deploy: true}
	f.Fuzz(func(t *testing.T, line, output string) {
		for _, c := range Checks(line) {
			if !known[c.Kind] {
				t.Fatalf("Checks(%q): unknown kind %q", line, c.Kind)
			}
			Outcome(c, false, event.Result{Output: output})
			// A failed call fails its checks whose status it carries; a
			// masked check's status was another stage's, and its output
			// decides (a pass only if that stage's exit was 1, a filter
			// that found nothing).
			// A look at CI runs reads their rows, never gh's own status.
			got := Outcome(c, true, event.Result{ExitCode: 2, Output: output})
			if c.runs {
				if got != nil {
					t.Fatalf("a failed look at CI runs read a result: %v", *got)
				}
				continue
			}
			if !c.Masked && (got == nil || *got) || c.Masked && got != nil && *got {
				t.Fatalf("a failed call (exit 2), masked %v: got %v", c.Masked, got)
			}
		}
	})
}

// FuzzWrites: the files a line writes are named by non-empty targets that
// File can classify.
func FuzzWrites(f *testing.F) {
	for _, s := range commandSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for _, p := range Writes(line) {
			if p == "" {
				t.Fatalf("Writes(%q) names an empty path", line)
			}
			File(p)
			Cut(p, line, line+"\n"+line)
		}
		for _, p := range Renames(line) {
			if p == "" {
				t.Fatalf("Renames(%q) names an empty path", line)
			}
			if !MayWrite(line) {
				t.Fatalf("%q renames %q but may write nothing", line, p)
			}
		}
		if Rewrites(line) && !MayWrite(line) {
			t.Fatalf("%q rewrites sources but may write nothing", line)
		}
		if RewritesCode(line) && !Rewrites(line) {
			t.Fatalf("%q rewrites code but no sources", line)
		}
		for _, tc := range CommandToolchains(line) {
			if tc == "" {
				t.Fatalf("CommandToolchains(%q) has an empty ecosystem", line)
			}
		}
	})
}

// FuzzReadTool: any PowerShell or Bash line gives checks of known kinds,
// and their outcome can be read from any output.
func FuzzReadTool(f *testing.F) {
	for _, s := range append(commandSeeds, `npx -y markdownlint-cli2 "*.md" 2>&1 | Select-Object -Last 5`,
		`wsl.exe -d Ubuntu -- bash -lc "go test ./... | grep -v '^ok'"`, `foreach ($p in 1..3) { npm test }`,
		"rtk test pnpm test", `python3 -c "import json; json.load(open('a.json'))"`, "docker compose run api pytest") {
		f.Add("PowerShell", s, " 12 pass\n 0 fail\nok  \tx\t0.1s")
		f.Add("Bash", s, "✖ 1 problem (0 errors, 1 warning)\n[lint] 0 issues.")
	}
	f.Fuzz(func(t *testing.T, tool, line, output string) {
		checks, _ := Recognizer{}.ReadTool(tool, line)
		for _, c := range checks {
			if bit(c.Kind) == 0 {
				t.Fatalf("ReadTool(%q): unknown kind %q", line, c.Kind)
			}
			Outcome(c, false, event.Result{Output: output})
		}
	})
}

// FuzzReported: whatever a hook prints, each kind is reported once, with
// a result.
func FuzzReported(f *testing.F) {
	for _, s := range []string{
		"$ bun test\n 3 pass\n 0 fail\n$ tsc --noEmit\nhusky - pre-commit script failed (code 2)",
		"Build....Passed\nTest.....Failed",
		"[STARTED] eslint --fix\n[FAILED] eslint --fix",
		"summary: (done in 1.0 seconds)\n✔️  lint\n🥊  test",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, output string, failed bool) {
		seen := map[Kind]bool{}
		for _, v := range (Recognizer{}).Reported("Bash", "git commit -m x", failed, event.Result{Output: output}) {
			if v.Success == nil || seen[v.Kind] || bit(v.Kind) == 0 {
				t.Fatalf("bad verdicts for %q", output)
			}
			seen[v.Kind] = true
		}
	})
}

// FuzzScriptRun: whatever a package manager prints, the script read from
// it is a line of the output, or several joined by "; " for composer, and
// its kinds are each named once.
func FuzzScriptRun(f *testing.F) {
	f.Add("npm run lint", "\n> console@4.2.0 lint\n> eslint src\n")
	f.Add("composer check", "> ./vendor/bin/pint --test\n> ./vendor/bin/phpunit")
	f.Add("pnpm verify", "> web@1.0.0 verify\n> pnpm lint && pnpm typecheck")
	f.Add("npm run deploy", "> site@1.0.0 predeploy\n> npm run build\n\n> site@1.0.0 deploy\n> gh-pages -d dist\nPublished")
	f.Fuzz(func(t *testing.T, line, output string) {
		script := ScriptRun(line, output)
		for part := range strings.SplitSeq(script, "; ") {
			if script != "" && !strings.Contains(output, part) {
				t.Fatalf("ScriptRun(%q, %q) = %q, which the output does not show", line, output, script)
			}
		}
		// Every line a script ran is one the output shows, and the first
		// is the one ScriptRun reads for npm, pnpm, yarn and bun.
		lines := ScriptLines(line, output)
		for _, l := range lines {
			if !strings.Contains(output, l) {
				t.Fatalf("ScriptLines(%q, %q) holds %q, which the output does not show", line, output, l)
			}
		}
		seen := map[Kind]bool{}
		for _, k := range (Recognizer{}).ScriptKinds(script) {
			if seen[k] {
				t.Fatalf("ScriptKinds(%q) names %s twice", script, k)
			}
			seen[k] = true
		}
	})
}

// TestRedirectOnlyStages: a command of redirections alone has no words,
// and each reader that looks at the commands around a check (the echo of
// its status, the stages of its pipeline, a here-document's interpreter)
// takes it as a program of no name. FuzzChecks found the first of these
// panicking on "go test&I=>1|t".
func TestRedirectOnlyStages(t *testing.T) {
	for _, line := range []string{
		"go test&I=>1|t",
		"go test ./... | > out.log; echo $?",
		"go test ./... 2>&1 | >log | tail -5",
		"go test ./... ; > done; echo \"exit=$?\"",
		"pytest -q | X=1 >/dev/null",
		"> prep.log; go vet ./... | head; echo ${PIPESTATUS[0]}",
	} {
		checks := Checks(line)
		if len(checks) == 0 {
			t.Errorf("Checks(%q) found no check", line)
		}
		for _, c := range checks {
			Outcome(c, false, event.Result{Output: "ok\n--- FAIL: TestX\nexit=1"})
		}
	}
}

// FuzzCommentSearch: any search line and output read without panicking;
// a search read as comment-only leaves room of no negative size, and a
// rewrite is shown only beside such a search.
func FuzzCommentSearch(f *testing.F) {
	f.Add(`grep -rn "recieve" --include=*.py .`, "./a.py:1:# recieve it", `grep -rl recieve --include=*.py . | xargs sed -i 's/recieve/receive/g'`)
	f.Add(`cd src && rg -n 'jira.old-corp.com' -g '!dist'`, "a.ts:3:// https://jira.old-corp.com/x", `find . -name '*.ts' -exec sed -i 's#jira.old-corp.com#acme.atlassian.net#' {} +`)
	f.Add(`git grep -ni "todo(" -- '*.go'`, "x.go:9: * todo(ana)", `git grep -l todo | xargs perl -pi -e 's/todo\(/TODO(/gi'`)
	f.Add(`grep -rnE 'a|[Bb]' docs/ src/`, "docs/a.md:1:a\nsrc/b.py:2:b", `grep -rlE 'a|[Bb]' docs/ | xargs sed -i 's/a/b/'`)
	for _, s := range commandSeeds {
		f.Add(s, "a:1:# x", s)
	}
	f.Fuzz(func(t *testing.T, search, output, rewrite string) {
		before, after, ok := CommentSearch(search, output)
		if ok && (before < 0 || after < 0) {
			t.Fatalf("CommentSearch(%q, %q) = %d, %d", search, output, before, after)
		}
		if CommentsShown(rewrite, "", nil) {
			t.Fatalf("CommentsShown(%q) with no search", rewrite)
		}
		shown := []ShownSearch{{Command: search, Before: before, After: after}}
		if files := DocHits(search, output); len(files) > maxDocHitFiles || slices.Contains(files, "") {
			t.Fatalf("DocHits(%q) = %q", search, files)
		} else if len(files) > 0 {
			DocsOnly(rewrite, []ShownSearch{{Command: search, Files: files}})
		}
		CommentsShown(rewrite, "", shown)
		for _, w := range Writes(rewrite) {
			CommentsShown(rewrite, w, shown)
		}
	})
}

// FuzzHeadedDocstringEdit: any fragments read without panicking, and an
// edit read as a docstring's keeps its header.
func FuzzHeadedDocstringEdit(f *testing.F) {
	f.Add("def f():\n    \"\"\"Old.\"\"\"", "def f():\n    \"\"\"New.\"\"\"")
	f.Add("class A:\n  '''x'''\n", "class A:\n  '''y'''")
	f.Add("x = {\n\"k\":\n\"\"\"v\"\"\"", "\n\"\"\"")
	f.Add("def f(x):\n    return x", "def f(x):\n    \"\"\"Doc.\"\"\"\n    return x")
	f.Fuzz(func(t *testing.T, old, new string) {
		if HeadedDocstringEdit("a.py", old, new) {
			// One side, at least, holds the docstring; both open with its
			// header.
			h, _, ok := headedString(new)
			if !ok {
				h, _, _ = headedString(old)
			}
			if !strings.HasSuffix(h, ":") || !strings.HasPrefix(old, h) || !strings.HasPrefix(new, h) {
				t.Fatalf("header %q of %q and %q", h, old, new)
			}
		}
	})
}

// FuzzSkippedTests: any output gives at most maxSkipped names, each
// non-empty and once.
func FuzzSkippedTests(f *testing.F) {
	f.Add("--- SKIP: TestA (0.00s)\ntests/a.py::test_b SKIPPED\ntest c ... ignored\n  Skipped D.E [1 ms]\n○ skipped f\n↓ g [skipped]")
	f.Fuzz(func(t *testing.T, output string) {
		got := SkippedTests(output)
		if len(got) > maxSkipped {
			t.Fatalf("%d names", len(got))
		}
		for i, n := range got {
			if n == "" || slices.Contains(got[:i], n) {
				t.Fatalf("names %q", got)
			}
		}
	})
}

// FuzzLogs reads any line for the file its check writes to and the files
// it prints: a file is named, never empty, and a line shows each once.
func FuzzLogs(f *testing.F) {
	f.Add("dotnet test > /tmp/t.log 2>&1 &")
	f.Add("cargo test 2>&1 | tee -a /tmp/ws.log")
	f.Add("sleep 40; tail -n 5 /tmp/t.log && cat it.log")
	for _, s := range commandSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for _, tool := range []string{"Bash", "PowerShell"} {
			if log := (Recognizer{}).Log(tool, line); strings.HasPrefix(log, "-") {
				t.Fatalf("Log(%q) = %q", line, log)
			}
			read := LogsRead(tool, line)
			for i, p := range read {
				if p == "" || slices.Contains(read[i+1:], p) {
					t.Fatalf("LogsRead(%q) = %q", line, read)
				}
			}
		}
	})
}

// FuzzStash: any shell line gives a stash move of a known kind, none
// without the word, and each of its checks the move made before it.
func FuzzStash(f *testing.F) {
	for _, s := range commandSeeds {
		f.Add(s)
	}
	f.Add("git stash && go test ./...; git stash pop")
	f.Add("git -C api stash push -m wip -- src && npm test 2>&1 | tail; git stash apply")
	f.Add("git stash list; git stash show -p | head")
	f.Fuzz(func(t *testing.T, line string) {
		m := LineStash("Bash", line)
		if m > Unstashed || m != StashNone && !strings.Contains(line, "stash") {
			t.Fatalf("LineStash(%q) = %d", line, m)
		}
		for _, c := range Checks(line) {
			if c.Stash > Unstashed || c.Stash != StashNone && m == StashNone {
				t.Fatalf("Checks(%q): stash %d, line's %d", line, c.Stash, m)
			}
		}
	})
}

package shell

import (
	"strings"
	"testing"
)

func TestParsePowerShell(t *testing.T) {
	tests := []struct {
		src  string
		want []string
	}{
		{"go test ./...", []string{"go test ./..."}},
		{"npx -y markdownlint-cli2 \"docs/**/*.md\" 2>&1 | Select-Object -Last 40",
			[]string{"npx -y markdownlint-cli2 docs/**/*.md [masked] [piped]", "Select-Object -Last 40"}},
		{"cd C:\\src\\app; npm test", []string{"cd C:\\src\\app [masked]", "npm test"}},
		{"go vet ./... && go test ./...", []string{"go vet ./...", "go test ./..."}},
		{"pytest || Write-Host failed", []string{"pytest [masked]", "Write-Host failed"}},
		{"& \"C:\\Program Files\\Go\\bin\\go.exe\" test ./...", []string{"C:\\Program Files\\Go\\bin\\go.exe test ./..."}},
		{"$out = cargo test 2>&1; $out | Select-String 'test result'",
			[]string{"cargo test [masked]", "Select-String test result"}},
		{"\"total: $($lines.Count)\"", nil},
		{"(git show HEAD:a.txt).Split(\"`n\") | ForEach-Object { \"|$_|\" }",
			[]string{"git show HEAD:a.txt [masked] [nested]", "ForEach-Object { \"|$_|\" }"}},
		{"foreach ($f in $files) { gofmt -l $f }; go build ./...",
			[]string{"gofmt -l $f [masked]", "go build ./..."}},
		{"if ($LASTEXITCODE -ne 0) { Write-Host 'bad' } else { dotnet test }",
			[]string{"Write-Host bad [masked]", "dotnet test [masked]"}},
		{"function Check($p) { ruff check $p }\nCheck src", []string{"ruff check $p [masked]", "Check src"}},
		{"go test ./... `\n  -run TestX", []string{"go test ./... -run TestX"}},
		{"git commit -m @'\nfix: a; b | c\n'@; git push", []string{"git commit -m fix: a; b | c [masked]", "git push"}},
		{"# a comment\nflutter test # trailing", []string{"flutter test"}},
		{"Get-Content log.txt | Where-Object { $_ -notmatch '^ok' }",
			[]string{"Get-Content log.txt [masked] [piped]", "Where-Object { $_ -notmatch '^ok' }"}},
		{"echo 'it''s'", []string{"echo it's"}},
		{"go test ./... > $env:TEMP\\t.txt", []string{"go test ./..."}},
		{"try { npm run build } catch { Write-Error $_ }", []string{"npm run build [masked]", "Write-Error $_ [masked]"}},
		{"do { Start-Sleep 1 } while ($i -lt 3)", []string{"Start-Sleep 1 [masked]"}},
		{"pwsh -NoProfile -Command \"Invoke-Pester\"", []string{"pwsh -NoProfile -Command Invoke-Pester"}},
	}
	for _, tt := range tests {
		cmds, err := ParsePowerShell(tt.src)
		if err != nil {
			t.Errorf("ParsePowerShell(%q): %v", tt.src, err)
		}
		if got := brief(cmds); strings.Join(got, " ; ") != strings.Join(tt.want, " ; ") {
			t.Errorf("ParsePowerShell(%q)\n got %q\nwant %q", tt.src, got, tt.want)
		}
	}
}

func TestParsePowerShellRedirects(t *testing.T) {
	cmds, _ := ParsePowerShell("npm test 2>&1 > out.log; dir *> all.txt")
	if len(cmds) != 2 || len(cmds[0].Redirects) != 2 || cmds[0].Redirects[1].Target != "out.log" || cmds[1].Redirects[0].Op != ">" {
		t.Fatalf("got %+v", cmds)
	}
}

func TestParsePowerShellUnbalanced(t *testing.T) {
	for _, src := range []string{"go test \"./...", "foreach ($x in $y) { go test", "$( npm test", "@'\nno end"} {
		cmds, err := ParsePowerShell(src)
		if err == nil {
			t.Errorf("ParsePowerShell(%q): want an error", src)
		}
		_ = cmds
	}
}

func FuzzParsePowerShell(f *testing.F) {
	for _, s := range []string{"go test ./... 2>&1 | Select-Object -Last 5", "foreach ($f in 1..3) { npm test }", "$x = \"$(git log)\"", "@'\n'@", "&& || | ;", "if (a) { b } elseif (c) { d } else { e }"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		cmds, _ := ParsePowerShell(src)
		for _, c := range cmds {
			if len(c.Args) != len(c.Literal) || len(c.Args) == 0 {
				t.Fatalf("bad command %+v for %q", c, src)
			}
		}
	})
}

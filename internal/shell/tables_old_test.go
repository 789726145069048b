package shell

// The maps these tables were before they became switches, kept to prove
// the switches hold the same entries (tables_test.go).

func oldWrappers() map[string]wrapper {
	return map[string]wrapper{
		"sudo":    {valued: "-u -g -C -D -h -p -r -t -U -T --user --group --chdir --host --prompt --role --type --other-user --command-timeout", chdir: "-D --chdir"},
		"doas":    {valued: "-u -C"},
		"env":     {valued: "-u -C -S -P --unset --chdir --split-string", assigns: true, chdir: "-C --chdir", dash: true},
		"time":    {valued: "-f -o --format --output"},
		"nice":    {valued: "-n --adjustment"},
		"nohup":   {},
		"command": {lookups: "-v -V"},
		"builtin": {},
		"exec":    {valued: "-a"},
		"timeout": {valued: "-s -k --signal --kill-after", positionals: 1},
		// --max-lines and --eof take a value only when it is attached with
		// "="; -R and -S are BSD's replacement limits.
		"xargs": {valued: "-I -J -n -P -L -d -E -s -a -R -S --max-args --max-procs --delimiter --max-chars --arg-file --process-slot-var",
			longs: "--arg-file --delimiter --eof --exit --help --interactive --max-args --max-chars --max-lines --max-procs --no-run-if-empty " +
				"--null --open-tty --process-slot-var --replace --show-limits --verbose --version"},
		"stdbuf":     {valued: "-i -o -e --input --output --error"},
		"ionice":     {valued: "-c -n -p --class --classdata"},
		"taskset":    {positionals: 1},
		"caffeinate": {},
	}
}

func oldPSKeywords() map[string]bool {
	return map[string]bool{
		"if": true, "elseif": true, "else": true, "foreach": true, "for": true, "while": true, "do": true,
		"until": true, "switch": true, "try": true, "catch": true, "finally": true, "function": true,
		"filter": true, "param": true, "begin": true, "process": true, "end": true, "return": true,
		"exit": true, "throw": true, "break": true, "continue": true, "trap": true, "class": true,
		"enum": true, "using": true, "data": true,
	}
}

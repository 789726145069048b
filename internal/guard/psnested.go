package guard

import (
	"encoding/base64"
	"strings"
	"unicode/utf16"

	"github.com/proofgate/proofgate/internal/shell"
)

// psNested follows powershell -Command and -EncodedCommand.
func (j *judge) psNested(ws []word, depth int) {
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case psParam(a, "encodedcommand", 2) || strings.EqualFold(a, "-e") || strings.EqualFold(a, "-ec"):
			if i+1 < len(ws) {
				if code, ok := decodeUTF16(ws[i+1].text); ok {
					j.powershell(code, depth+1)
				}
			}
			return
		case psParam(a, "command", 1):
			j.powershell(joinWords(ws[i+1:]), depth+1)
			return
		case psParam(a, "file", 2) || psParam(a, "executionpolicy", 2) || psParam(a, "workingdirectory", 1) ||
			psParam(a, "configurationname", 2) || psParam(a, "outputformat", 1) || psParam(a, "inputformat", 1) || psParam(a, "windowstyle", 1):
			i++
		case strings.HasPrefix(a, "-"):
		default:
			j.powershell(joinWords(ws[i:]), depth+1)
			return
		}
	}
}

// decodeUTF16 decodes -EncodedCommand's base64 of UTF-16LE text.
func decodeUTF16(s string) (string, bool) {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil || len(b)%2 != 0 {
		return "", false
	}
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	return string(utf16.Decode(u)), true
}

// psStartProcess judges Start-Process PROGRAM -ArgumentList ARGS as the
// command it starts.
func (j *judge) psStartProcess(ws []word, depth int) {
	var prog word
	var argList []word
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		switch {
		case psParam(a, "filepath", 1) && i+1 < len(ws):
			i++
			prog = ws[i]
		case psParam(a, "argumentlist", 1) || strings.EqualFold(a, "-args"):
			// The list goes on while its items end in commas.
			for i+1 < len(ws) {
				i++
				argList = append(argList, psList(ws[i])...)
				if !strings.HasSuffix(ws[i].text, ",") {
					break
				}
			}
		case strings.HasPrefix(a, "-"):
			if psParam(a, "workingdirectory", 1) || psParam(a, "verb", 1) || psParam(a, "windowstyle", 1) || psParam(a, "credential", 1) {
				i++
			}
		case prog.text == "":
			prog = ws[i]
		default:
			argList = append(argList, psList(ws[i])...)
		}
	}
	if prog.text == "" {
		return
	}
	stmt := append([]word{prog}, argList...)
	toks := make([]psToken, len(stmt))
	for k, w := range stmt {
		toks[k] = psToken{text: w.text, quoted: true}
	}
	j.psStatement(stmt, toks, nil, false, depth+1)
}

// pwshCommand judges "pwsh -c …" and "powershell -Command …" run from
// Bash as the PowerShell they run, in the directory Bash runs them in.
func pwshCommand(j *judge, c shell.Command, depth int) {
	outer := j.psDir
	if c.Dir != "" {
		j.psDir = c.Dir
	}
	defer func() { j.psDir = outer }()
	j.psNested(args(c), depth)
}

// cmdCommand judges "cmd /c …" run from Bash (Git Bash on Windows) the
// way the PowerShell tool's reader judges it.
func cmdCommand(j *judge, c shell.Command, depth int) {
	outer := j.psDir
	if c.Dir != "" {
		j.psDir = c.Dir
	}
	defer func() { j.psDir = outer }()
	line := make([]string, 0, len(c.Args))
	for _, a := range c.Args[1:] {
		if strings.ContainsAny(a, " \t") {
			a = `"` + a + `"`
		}
		line = append(line, a)
	}
	j.powershell("cmd "+strings.Join(line, " "), depth)
}

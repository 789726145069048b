package guard

import "strings"

// psProtectWrites judges the files a PowerShell statement writes, removes
// or moves (Set-Content, Add-Content, Out-File, New-Item, Remove-Item,
// Copy-Item and Move-Item's destination, > and >>) against
// self-protection.
func (j *judge) psProtectWrites(name string, rest []word) {
	for _, w := range psWrites(name, rest) {
		if strings.EqualFold(strings.Trim(w.text, `"'`), "$profile") {
			// The profile PowerShell reads at every start.
			w = word{"~/documents/powershell/microsoft.powershell_profile.ps1", true}
		}
		j.checkWrite(name, word{strings.Trim(w.text, `"'`), w.lit}, j.psDir)
	}
}

func psWrites(name string, rest []word) []word {
	var out, positional []word
	for i := 0; i < len(rest); i++ {
		a := rest[i].text
		switch {
		case a == ">" || a == ">>" || a == "*>" || a == "*>>":
			if i+1 < len(rest) {
				out = append(out, rest[i+1])
				i++
			}
		case strings.HasPrefix(a, ">") && len(a) > 1:
			out = append(out, word{strings.TrimLeft(a, ">"), rest[i].lit})
		case psParam(a, "path", 1) || psParam(a, "literalpath", 1) || psParam(a, "filepath", 1) || psParam(a, "destination", 1):
			if i+1 < len(rest) {
				out = append(out, rest[i+1])
				i++
			}
		case strings.HasPrefix(a, "-"):
			if psParam(a, "value", 1) || psParam(a, "encoding", 1) || psParam(a, "itemtype", 1) || psParam(a, "name", 1) {
				i++
			}
		default:
			positional = append(positional, rest[i])
		}
	}
	switch name {
	case "set-content", "sc", "add-content", "ac", "out-file", "new-item", "ni", "remove-item", "ri", "rm", "del",
		"erase", "rd", "rmdir", "clear-content", "clc", "tee-object", "tee":
		if len(positional) > 0 {
			out = append(out, positional[0])
		}
	case "copy-item", "copy", "cp", "cpi", "move-item", "move", "mv", "mi":
		if len(positional) > 1 {
			out = append(out, positional[len(positional)-1])
		}
		if name == "move-item" || name == "move" || name == "mv" || name == "mi" {
			out = append(out, positional...)
		}
	}
	return out
}

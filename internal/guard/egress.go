package guard

import (
	"github.com/proofgate/proofgate/internal/shell"
)

// checkEgress denies sending files off the machine (scp, rsync to a host,
// aws s3 cp, gsutil cp, az … upload) when one holds secrets: a secret
// file, a credentials directory, or a directory they live in (the home
// directory, ~/.config), which copies them along.
func (j *judge) checkEgress(c shell.Command, files []word) {
	j.checkSecretRead(c, files)
	for _, f := range files {
		if !f.known() {
			continue
		}
		switch p := j.paths.abs(f.text, c.Dir); p {
		case j.paths.home, j.paths.home + "/.config":
			j.add(Deny, ruleReadSecret, program(c)+" sends "+display(p)+", which holds credentials")
			return
		}
	}
}

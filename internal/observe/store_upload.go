package observe

import "strings"

// StoreUploadShown reports an output that shows fastlane running one of its
// actions that hands a build to testers or a store ("--- Step:
// upload_to_play_store ---", "--- Step: pilot ---"): a lane publishes
// through them whatever the project named it (`fastlane android internal`).
// A line that failed may have stopped before the upload, so the caller
// asks only of one that ended well.
func StoreUploadShown(output string) bool {
	const step = "--- Step: "
	for rest := output; ; {
		i := strings.Index(rest, step)
		if i < 0 {
			return false
		}
		rest = rest[i+len(step):]
		name, _, _ := strings.Cut(rest, " ")
		switch {
		case strings.HasPrefix(name, "upload_to_"), name == "pilot", name == "deliver", name == "supply",
			name == "firebase_app_distribution", name == "appcenter_upload":
			return true
		}
	}
}

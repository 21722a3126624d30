;;; check-common.el --- Shared by the batch checks of the Emacs set-ups  -*- lexical-binding: t; -*-
;; Reporting ("ok"/"not ok" lines, exit status), waiting for the server, and a stand-in swift-mode:
;; Emacs 28 has no Swift major mode and Debian packages none, so when swift-mode (MELPA) is not
;; installed a plain derived mode of that name takes its place. The set-ups only need the mode's name.
(require 'seq)
(require 'subr-x)

(unless (fboundp 'swift-mode)
  (define-derived-mode swift-mode prog-mode "Swift"
    "Stand-in for MELPA's swift-mode in the batch checks."
    (setq-local comment-start "// ")))
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))

(defvar di-check-workspace
  (file-name-as-directory (expand-file-name (or (getenv "DI_WORKSPACE") (error "DI_WORKSPACE is not set")))))
(defvar di-check-timeout (string-to-number (or (getenv "DI_TIMEOUT") "20")))
(defvar di-check-failures 0)

(setq make-backup-files nil
      create-lockfiles nil
      vc-handled-backends '(Git))

(defun di-check-file (name) (expand-file-name name di-check-workspace))

(defun di-check-report (passed what &optional detail)
  "Print an ok/not ok line for WHAT; count a failure unless PASSED."
  (unless passed (setq di-check-failures (1+ di-check-failures)))
  (princ (format "%s - %s%s\n" (if passed "ok" "not ok") what (if detail (format ": %s" detail) ""))))

(defun di-check-wait (predicate)
  "Let processes and timers run until PREDICATE is non-nil or the timeout passes."
  (let ((deadline (+ (float-time) di-check-timeout)))
    (while (and (not (ignore-errors (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05)
      (sit-for 0))
    (ignore-errors (funcall predicate))))

(defun di-check-goto-line-text (line text)
  "Put point at the start of TEXT on LINE of the current buffer."
  (goto-char (point-min))
  (forward-line (1- line))
  (search-forward text (line-end-position))
  (goto-char (match-beginning 0)))

(defun di-check-report-location (file line text)
  "Report whether the selected buffer visits FILE with point on LINE, whose text contains TEXT."
  (let ((where (format "%s:%d:%d" (and buffer-file-name (file-name-nondirectory buffer-file-name))
                       (line-number-at-pos) (1+ (current-column)))))
    (di-check-report (and buffer-file-name (string= (file-name-nondirectory buffer-file-name) file)
                          (= (line-number-at-pos) line)
                          (string-search text (thing-at-point 'line t)))
                     (format "xref-find-definitions landed on %s line %d" file line) where)))

(defun di-check-finish ()
  (princ (format "emacs check: %d failure(s)\n" di-check-failures))
  (kill-emacs (if (= di-check-failures 0) 0 1)))
;;; check-common.el ends here

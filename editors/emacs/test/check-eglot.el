;;; check-eglot.el --- Batch check of di-lsp-eglot.el with the real Eglot and di-lsp  -*- lexical-binding: t; -*-
;; Run as: DI_WORKSPACE=<copy of Examples/Mistakes in a git repo> \
;;   emacs --batch -l editors/emacs/test/check-common.el -l editors/emacs/di-lsp-eglot.el -l check-eglot.el
;; Opens Help.swift as a user would, lets Eglot connect, waits for flymake's diagnostics, opens
;; Feed.swift (diagnostics pushed before it was opened must show), then runs xref-find-definitions on the
;; requirement `network' and expects Root.swift line 5. DI_EGLOT_STRICT=1 turns on Eglot's strict mode,
;; which signals an error on any non-standard or missing field in what the server sends.
(require 'eglot)
(require 'flymake)

(when (getenv "DI_EGLOT_STRICT")
  (setq eglot-strict-mode '(disallow-non-standard-keys enforce-required-keys)))
(setq eglot-sync-connect t)

(defun di-check-flymake (file)
  "The flymake diagnostics of FILE's buffer as (LINE TYPE TEXT)."
  (with-current-buffer (find-buffer-visiting file)
    (mapcar (lambda (diagnostic)
              (list (line-number-at-pos (flymake-diagnostic-beg diagnostic))
                    (flymake-diagnostic-type diagnostic)
                    (flymake-diagnostic-text diagnostic)))
            (flymake-diagnostics))))

(defun di-check-has (file line text)
  "Non-nil when FILE has a flymake diagnostic on LINE whose text contains TEXT."
  (seq-find (lambda (d) (and (= (nth 0 d) line) (string-search text (nth 2 d))))
            (di-check-flymake file)))

(defun di-check-open (file)
  "Visit FILE as the command loop would: `find-file', then the post-command hook (eglot-ensure)."
  (find-file file)
  (run-hooks 'post-command-hook))

(let* ((help (di-check-file "Help.swift"))
       (feed (di-check-file "Feed.swift")))
  (di-check-open help)
  (di-check-report (eq major-mode 'swift-mode) "Help.swift is in swift-mode")
  (di-check-wait (lambda () (eglot-current-server)))
  (let ((server (eglot-current-server)))
    (di-check-report server "Eglot connected" (and server (format "%S" (process-command (jsonrpc--process server)))))
    (unless server (di-check-finish))
    (di-check-report (equal (file-name-as-directory (expand-file-name (project-root (eglot--project server))))
                            (file-name-as-directory di-check-workspace))
                     "project root is the workspace" (project-root (eglot--project server))))
  ;; flymake asks its backends after changes and on a timer; ask again while waiting.
  (di-check-wait (lambda () (flymake-start) (di-check-has help 6 "no ancestor provides `user: User` to HelpComponent")))
  (let ((found (di-check-has help 6 "no ancestor provides `user: User` to HelpComponent")))
    (di-check-report found "Help.swift:6 missing-dependency in flymake" (nth 2 found))
    (di-check-report (memq (nth 1 found) '(eglot-error :error)) "it is an error" (format "%S" (nth 1 found))))
  ;; Feed.swift was never opened: its diagnostics were pushed at start and must show when it opens.
  (di-check-open feed)
  (di-check-wait (lambda () (flymake-start)
                   (and (di-check-has feed 5 "RootComponent provides `session: Session`")
                        (di-check-has feed 7 "is private")
                        (di-check-has feed 13 "`SettingDependency`"))))
  (dolist (expected '((5 "RootComponent provides `session: Session`" "mistyped-dependency")
                      (7 "is private" "inaccessible-dependency")
                      (13 "`SettingDependency`" "unknown-dependency-protocol")
                      (13 "SettingsComponent is never created" "unreachable-component")))
    (let ((found (di-check-has feed (nth 0 expected) (nth 1 expected))))
      (di-check-report found (format "Feed.swift:%d %s in flymake" (nth 0 expected) (nth 2 expected))
                       (nth 2 found))))
  ;; Go to the provider.
  (switch-to-buffer (find-buffer-visiting help))
  (di-check-goto-line-text 5 "network")
  (di-check-report (equal (thing-at-point 'symbol t) "network") "point on the requirement `network'")
  (condition-case err
      (let ((this-command 'xref-find-definitions))  ; as the command loop sets it (no prompt)
        (call-interactively #'xref-find-definitions))
    (error (di-check-report nil "xref-find-definitions ran" (error-message-string err))))
  (di-check-report-location "Root.swift" 5 "var network: Network")
  (di-check-report (not (di-check-flymake (di-check-file "Root.swift"))) "Root.swift has no diagnostics")
  (when-let ((log (getenv "DI_EVENTS_LOG")))  ; the conversation, for reading a failure
    (with-current-buffer (jsonrpc-events-buffer (eglot-current-server))
      (write-region (point-min) (point-max) log)))
  (di-check-finish))
;;; check-eglot.el ends here

;;; check-eglot-beside-sourcekit.el --- Eglot with sourcekit-lsp, di-lsp's checks through flymake  -*- lexical-binding: t; -*-
;; Run as: DI_WORKSPACE=<copy of Examples/Mistakes in a git repo> emacs --batch -l check-common.el \
;;   -l sourcekit-eglot.el -l ../di-lsp-flymake.el -l check-eglot-beside-sourcekit.el
;; Eglot runs sourcekit-lsp for the buffer; flymake shows sourcekit-lsp's diagnostics and di's together.
(require 'eglot)
(require 'flymake)
(setq eglot-sync-connect t)

(defun di-check-flymake-find (text)
  (seq-find (lambda (d) (string-search text (flymake-diagnostic-text d))) (flymake-diagnostics)))

(find-file (di-check-file "Help.swift"))
(run-hooks 'post-command-hook)  ; eglot-ensure connects from the command loop
(di-check-wait (lambda () (eglot-current-server)))
(let ((server (eglot-current-server)))
  (di-check-report server "Eglot connected"
                   (and server (format "%S" (process-command (jsonrpc--process server)))))
  (di-check-report (and server (equal (process-command (jsonrpc--process server)) '("sourcekit-lsp")))
                   "Eglot's server for the buffer is sourcekit-lsp"))
(di-check-report (memq 'di-lsp-flymake flymake-diagnostic-functions) "di-lsp-flymake is a flymake backend"
                 (format "%S" flymake-diagnostic-functions))
(di-check-report (memq 'eglot-flymake-backend flymake-diagnostic-functions) "Eglot's backend is too")
(di-check-wait (lambda () (flymake-start)
                 (and (di-check-flymake-find "no ancestor provides `user: User` to HelpComponent")
                      (di-check-flymake-find "DIRuntime"))))
(let ((di (di-check-flymake-find "no ancestor provides `user: User` to HelpComponent"))
      (sourcekit (di-check-flymake-find "DIRuntime")))
  (di-check-report (and di (= 6 (line-number-at-pos (flymake-diagnostic-beg di)))
                        (eq (flymake-diagnostic-type di) :error))
                   "Help.swift:6 missing-dependency from di-lsp --check in flymake" (and di (flymake-diagnostic-text di)))
  (di-check-report sourcekit "sourcekit-lsp's diagnostic in flymake too" (and sourcekit (flymake-diagnostic-text sourcekit))))
(find-file (di-check-file "Feed.swift"))
(run-hooks 'post-command-hook)
(di-check-wait (lambda () (flymake-start) (di-check-flymake-find "`SettingDependency`")))
(di-check-report (di-check-flymake-find "`SettingDependency`") "Feed.swift:13 unknown-dependency-protocol in flymake")
(di-check-finish)
;;; check-eglot-beside-sourcekit.el ends here

;;; di-lsp-lsp-mode.el --- di-lsp through lsp-mode  -*- lexical-binding: t; -*-
;; lsp-mode (8.0) runs one main server per buffer plus any number of add-on servers. di-lsp is
;; registered as an add-on, so it starts beside sourcekit-lsp (lsp-sourcekit, or any main Swift client)
;; on the same files, and alone when there is none.
(require 'lsp-mode)

(add-to-list 'lsp-language-id-configuration '(swift-mode . "swift"))

(lsp-register-client
 (make-lsp-client
  :new-connection (lsp-stdio-connection '("di-lsp"))   ; on PATH after `make install'
  :activation-fn (lsp-activate-on "swift")
  :major-modes '(swift-mode)
  :add-on? t
  :server-id 'di-lsp))

(add-hook 'swift-mode-hook #'lsp-deferred)

;; With sourcekit-lsp as the main server, `xref-find-definitions' (M-.) asks it alone, and it answers
;; the declaration under point. This command asks di-lsp: from a requirement, the provider.
(defun di-lsp-find-provider ()
  "Go to the provider of the requirement or `dependency.name' at point, as di-lsp resolves it."
  (interactive)
  (let ((workspace (seq-find (lambda (w) (eq (lsp--client-server-id (lsp--workspace-client w)) 'di-lsp))
                             (lsp-workspaces))))
    (unless workspace (user-error "di-lsp is not running for this buffer"))
    (with-lsp-workspace workspace
      (lsp-find-definition))))
;;; di-lsp-lsp-mode.el ends here

mode-watch = Rigardi la serĉon

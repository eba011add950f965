teach-program = Programo

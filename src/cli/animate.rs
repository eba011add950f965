//! `nqueens animate`: a variant's search of N as an animated GIF, for slides.

use super::args::AnimateArgs;
use super::{Failure, Work, interrupted};
use crate::animation::{Animation, AnimationError, CounterNames, save};
use crate::picture::Theme;
use crate::solve::listing::Form;

pub(super) fn run(args: &AnimateArgs) -> Result<(), Failure> {
    let is_gif = args
        .output
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("gif"));
    if !is_gif {
        return Err(Failure::refused(format_args!(
            "{}: an animation is a GIF; end the name with .gif",
            args.output.display()
        )));
    }
    let animation = Animation {
        n: args.n,
        variant: args.variant,
        form: if args.one_loop {
            Form::Loop
        } else {
            Form::Recursive
        },
        steps: args.first..=args.last,
        width: args.width,
        speed: args.speed,
        theme: if args.light {
            Theme::Light
        } else {
            Theme::Dark
        },
        names: CounterNames::english(),
        face: None,
    };
    save(&animation, &args.output, |_, _| !interrupted()).map_err(|error| match error {
        AnimationError::Cancelled => Failure::Cancelled(Work::Animation),
        AnimationError::Board(_)
        | AnimationError::Width(_)
        | AnimationError::Speed(_)
        | AnimationError::Steps { .. }
        | AnimationError::PastTheEnd { .. } => Failure::refused(error),
        AnimationError::Picture(_) | AnimationError::Encode(_) | AnimationError::Write(_) => {
            Failure::failed(error)
        }
    })?;
    Ok(())
}

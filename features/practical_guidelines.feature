Feature: The IFAB's offside diagrams
  The IFAB's practical guidelines for match officials illustrate Law 11 with
  fourteen diagrams (Laws of the Game 2024/25, pages 207 to 213). Each scenario
  here is one diagram, told with named players, so that the engine answers every
  one of them the way the IFAB does. Kane is the attacker in question (the
  diagrams' A, B or C), Eriksen and Son his team-mates, Raya the goalkeeper.

  Background:
    Given the attacking team is Spurs: Eriksen, Son and Kane
    And the defending team is Arsenal: Saliba, Gabriel and White, with Raya in goal

  Rule: Touching the ball from an offside position is interfering with play (OFF-OFF-1)
    The assistant raises the flag when the player in an offside position touches
    the ball a team-mate played.

    @practical_guidelines @OFF_OFF_1
    Example: Diagram 1: Kane, in an offside position and not interfering with an opponent, touches the ball
      Given Kane is in an offside position when Eriksen passes
      And Kane receives the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the offence is interfering with play

  Rule: No touch and no effect on an opponent is no offence (OFF-POS-1)
    Being in an offside position is not an offence in itself. A player who does
    not touch the ball, and does not affect an opponent, is not penalised: not
    when running for a ball that goes out of play, not when a team-mate plays it.

    @practical_guidelines @OFF_POS_1
    Example: Diagram 2: Kane, in an offside position, does not touch the ball
      Given Kane is in an offside position when Eriksen passes
      And Kane does not become involved
      And Raya gains control of the ball
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that being in an offside position was not in itself an offence

    @practical_guidelines @OFF_POS_1 @BALL_OUT_1
    Example: Diagram 5: Kane runs for the ball from an offside position but never touches it, and it goes out for a goal kick
      Given Kane is in an offside position when Eriksen passes
      And Kane does not become involved
      And the ball goes out of play over the goal line
      When the referee applies the Laws
      Then there is no offside offence
      And play restarts with a goal kick for the defending team

    @practical_guidelines @OFF_POS_1
    Example: Diagram 7: Kane, in an offside position, neither blocks Raya's view nor challenges anyone
      Given Kane is in an offside position when Eriksen shoots
      And Kane does not become involved
      And the ball goes into the net
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands

    @practical_guidelines @OFF_POS_1 @BALL_OUT_1
    Example: Diagram 8: Kane runs for the ball but does not stop White playing it, and White puts it out for a corner
      Given Kane is in an offside position when Eriksen passes
      And Kane does not become involved
      And White clears the ball
      And the ball goes out of play over the goal line
      When the referee applies the Laws
      Then there is no offside offence
      And play restarts with a corner kick for the attacking team

    @practical_guidelines @OFF_POS_1 @OFF_DP_4
    Example: Diagram 12: Son's shot comes back off Raya to Eriksen, onside, who plays it; Kane, offside, never touches it
      Given Kane is in an offside position when Son shoots
      And Eriksen is behind the second-last opponent when Son shoots
      And Raya saves
      And Eriksen scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands

  Rule: Penalised before touching the ball when no onside team-mate can play it (OFF-OFF-4)
    A player in an offside position who runs for the ball is normally not
    penalised until touching it: an onside team-mate may play it instead. Only
    when no onside team-mate has the chance to play it may the referee penalise
    the player before the touch.

    @practical_guidelines @OFF_OFF_4
    Example: Diagram 3: Kane, offside, and Son, onside, both run for the ball, and Son plays it
      Given Kane is in an offside position when Eriksen passes
      And Son is behind the second-last opponent when Eriksen passes
      And Kane runs to play the ball, and an onside team-mate could also play it
      And Son receives the ball
      When the referee applies the Laws
      Then there is no offside offence

    @practical_guidelines @OFF_OFF_4
    Example: Diagram 4: Kane runs for the ball and no team-mate in an onside position could play it
      Given Kane is in an offside position when Eriksen passes
      And Kane runs to play the ball, and no team-mate in an onside position could play it
      And Raya gains control of the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the offence is going for the ball when no onside team-mate could play it

  Rule: Affecting an opponent from an offside position is an offence without a touch (OFF-OFF-2)
    Clearly blocking an opponent's view of the ball, or challenging an opponent
    for it, is interfering with an opponent.

    @practical_guidelines @OFF_OFF_2
    Example: Diagram 6: Kane, in an offside position, clearly blocks Raya's view as Eriksen shoots
      Given Kane is in an offside position when Eriksen shoots
      And Kane blocks Raya's line of vision
      And the ball goes into the net
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the offence is interfering with an opponent

    @practical_guidelines @OFF_OFF_2
    Example: Diagram 9: Kane runs for the ball and challenges White for it
      Given Kane is in an offside position when Eriksen passes
      And Kane challenges White for the ball
      And White clears the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the offence is interfering with an opponent

  Rule: Playing the ball after a rebound, deflection or save is gaining an advantage (OFF-OFF-3)
    An offside position at a team-mate's shot still counts when the ball comes
    back off the goalkeeper's save, an outfield defender's save, or a defender's
    deflection.

    @practical_guidelines @OFF_OFF_3 @OFF_DP_4
    Scenario Outline: Diagram <diagram>: Son's shot comes back off <who> to Kane, in an offside position at the shot
      Given Kane is in an offside position when Son shoots
      And <touch>
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the offence is gaining an advantage

      Examples:
        | diagram | who                       | touch         |
        | 10      | Raya's save               | Raya saves    |
        | 11      | a save by White, a defender | White saves |

    @practical_guidelines @OFF_OFF_3
    Example: Diagram 13: Son's shot is deflected by White to Kane, who was in an offside position at the shot
      Given Kane is in an offside position when Son shoots
      And White deflects the ball
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the offence is gaining an advantage

  Rule: Each team-mate's touch is a new moment of judgement (OFF-MOJ-1)
    A player in an offside position at one pass can be onside at the next: what
    counts is where the player was when the team-mate who last played the ball
    played it.

    @practical_guidelines @OFF_MOJ_1
    Example: Diagram 14: Kane is offside at Eriksen's pass to Son, but onside when Son, having run on, passes to him
      Given Kane is in an offside position when Eriksen passes
      And Son is behind the second-last opponent when Eriksen passes
      And Son receives the ball
      And Kane is behind the second-last opponent when Son passes
      And Kane scores
      When the referee applies the Laws
      Then there is no offside offence
      And Kane is not in an offside position when Son passes

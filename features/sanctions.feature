Feature: Sanctions for offside
  Law 11.4 says what follows an offside offence: an indirect free kick to the
  other team where the player became involved, no card for the offside itself,
  and no goal if one was scored after it.

  Background:
    Given the attacking team is Spurs: Eriksen, Son and Kane
    And the defending team is Arsenal: Saliba, Gabriel and White, with Raya in goal

  Rule: An indirect free kick where the player became involved, even in their own half (OFF-SANC-1)
    The kick goes to the defending team at the place of involvement, not where the
    player stood when the ball was played. That place can be in the player's own
    half.

    @OFF_SANC_1
    Example: Kane receives the ball in the opponents' half, and the free kick is taken there
      Given Kane is in an offside position when Eriksen passes
      And Kane receives the ball in the opponents' half
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the defending team restarts with an indirect free kick where Kane became involved
      And the reasoning says that the indirect free kick is where Kane became involved

    @OFF_SANC_1 @OFF_OFF_2
    Example: Kane runs back into his own half to challenge White, and the free kick is taken there
      Given Kane is in an offside position when Eriksen passes
      And Kane challenges White for the ball in his own half
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the defending team restarts with an indirect free kick where Kane became involved
      And the free kick is taken in Kane's own half

    @OFF_SANC_1
    Example: Son's header from an offside position gives Arsenal an indirect free kick
      Given Son is in an offside position when Eriksen crosses
      And Son heads the ball
      When the referee applies the Laws
      Then Son is penalised for offside
      And the defending team restarts with an indirect free kick where Son became involved

  Rule: Offside is not misconduct (OFF-SANC-2)
    No card is shown for an offside offence. Cards come only with the separate
    cases of leaving or re-entering the field without permission.

    @OFF_SANC_2
    Example: Kane is penalised for offside but not cautioned
      Given Kane is in an offside position when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that no card is shown to Kane for offside

    @OFF_SANC_2 @OFF_OFF_2
    Example: Son blocks Raya's view from an offside position, and still no card is shown
      Given Son is in an offside position when Eriksen shoots
      And Son blocks Raya's line of vision
      And the ball goes into the net
      When the referee applies the Laws
      Then Son is penalised for offside
      And the reasoning says that no card is shown to Son for offside

  Rule: A goal scored after an offside offence does not stand (OFF-SANC-3)
    A goal that follows the offence is disallowed and play restarts with the
    offside free kick. Without an offence the goal stands and the other team
    kicks off.

    @OFF_SANC_3
    Example: Kane scores from an offside position, so the goal is disallowed
      Given Kane is in an offside position when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then the goal is disallowed
      And the defending team restarts with an indirect free kick where Kane became involved
      And the reasoning says that the goal is disallowed because of Kane's offside

    @OFF_SANC_3
    Example: Son's offence before Kane scores costs Spurs the goal
      Given Son is in an offside position when Eriksen passes
      And Kane is behind the second-last opponent when Eriksen passes
      And Son challenges Gabriel for the ball
      And Kane scores
      When the referee applies the Laws
      Then Son is penalised for offside
      And the goal is disallowed
      And the reasoning says that the goal is disallowed because of Son's offside

    @OFF_SANC_3
    Example: Kane was onside, so the goal stands and Arsenal kick off
      Given Kane is behind the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then the goal stands
      And play restarts with a kick-off by the defending team
      And the reasoning says that the goal stands
